import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {parseMdxFailure, readableMdxError} from '../../plugins/mdx-errors';
import {pageReader} from '../../plugins/search-index';
import {parsePage} from '@tapcraft/core/pages/parse';

describe('the one parse of each page', () => {
  it('parses a page again only when its text changed', async () => {
    const first = await parsePage('docs/a.mdx', '# A\n\nAlpha text.\n');
    expect(await parsePage('docs/a.mdx', '# A\n\nAlpha text.\n')).toBe(first);
    const changed = await parsePage('docs/a.mdx', '# A\n\nAlpha changed.\n');
    expect(changed).not.toBe(first);
    expect(changed.text).toContain('Alpha changed.');
  });

  it("is the same page for the next locale's build, which loads the modules afresh", async () => {
    const first = await parsePage('docs/b.mdx', '# B\n\nBeta text.\n');
    vi.resetModules();
    const reloaded = await import('@tapcraft/core/pages/parse');
    expect(reloaded.parsePage).not.toBe(parsePage);
    expect(await reloaded.parsePage('docs/b.mdx', '# B\n\nBeta text.\n')).toBe(first);
  });

  it('names file and line of a page that does not parse, and parses it again once fixed', async () => {
    await expect(parsePage('docs/broken.mdx', 'Fine.\n\nText <Tag here.\n')).rejects.toThrow(
      /^docs\/broken\.mdx:3: cannot be parsed as MDX/,
    );
    const fixed = await parsePage('docs/broken.mdx', 'Fine.\n\nText here.\n');
    expect(fixed.frontMatter).toEqual({});
  });
});

describe('search records of a page that does not parse', () => {
  it('index it by its title and description, with a warning', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'records-'));
    writeFileSync(path.join(siteDir, 'broken.mdx'), 'Text <Tag here.');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await pageReader(siteDir)('@site/broken.mdx')).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken.mdx:1'));
    warn.mockRestore();
  });
});

describe('readable MDX errors', () => {
  // The message Rspack reports for a failed MDX module, decorations included.
  const message = [
    '  × Module build failed (from ./node_modules/@docusaurus/mdx-loader/lib/index.js):',
    '  ╰─▶   × Error: MDX compilation failed for file "/site/docs/a.mdx"',
    '        │ Cause: Unexpected character `.` in attribute name',
    '        │ Details:',
    '        │ {',
    '        │   "column": 11,',
    '        │   "line": 3,',
    '        │   "place": {"line": 3, "column": 11}',
    '        │ }',
    '        │     at compileToJSX (/site/node_modules/@docusaurus/mdx-loader/lib/utils.js:93:15)',
  ].join('\n');

  it('reads file, line, column and message from the loader error', () => {
    expect(parseMdxFailure(message)).toEqual({
      file: '/site/docs/a.mdx',
      line: 3,
      column: 11,
      reason: 'Unexpected character `.` in attribute name',
    });
    expect(parseMdxFailure('Module not found: @site/src/x')).toBeNull();
  });

  it('writes the position, the message and the lines around it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mdx-errors-'));
    const file = path.join(dir, 'docs', 'a.mdx');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, '# Title\n\nBroken <Tag here.\n');
    expect(readableMdxError({file, line: 3, column: 11, reason: 'Unexpected'}, dir)).toBe(
      [
        'docs/a.mdx:3:11',
        'Unexpected',
        '',
        '  1 | # Title',
        '  2 | ',
        '> 3 | Broken <Tag here.',
        '    |           ^',
        '  4 | ',
      ].join('\n'),
    );
  });
});
