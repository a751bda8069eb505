import {mkdirSync, mkdtempSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {parseMdxFailure, readableMdxError} from '../../plugins/mdx-errors';
import {RecordsCache, type PageSource} from '../../plugins/search-index/buildRecords';
import {FileCache} from '../../plugins/shared/fileCache';

describe('FileCache', () => {
  it('derives again only when a file changed, and forgets files it is told to', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'file-cache-'));
    const file = path.join(dir, 'a.mdx');
    writeFileSync(file, 'one');
    const derive = vi.fn((_file: string, source: string) => source.toUpperCase());
    const cache = new FileCache(derive);
    expect(cache.get(file)).toBe('ONE');
    expect(cache.get(file)).toBe('ONE');
    expect(derive).toHaveBeenCalledTimes(1);
    // Same size, later modification time: an editor's save of a one-letter change.
    writeFileSync(file, 'two');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(cache.get(file)).toBe('TWO');
    expect(derive).toHaveBeenCalledTimes(2);
    cache.keepOnly([]);
    cache.get(file);
    expect(derive).toHaveBeenCalledTimes(3);
  });
});

describe('search records under npm start', () => {
  const page = (url: string, markdown: string): PageSource => ({
    url,
    title: url,
    markdown,
    section: 'Android',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
  });

  it('keeps the records of unchanged pages and rebuilds a changed one', () => {
    const cache = new RecordsCache();
    const a = page('/a', 'Alpha text.');
    const b = page('/b', 'Beta text.');
    const first = cache.buildRecords([a, b]);
    const second = cache.buildRecords([a, {...b, markdown: 'Beta changed.'}]);
    expect(second[0]).toBe(first[0]);
    expect(second.map((r) => r.content)).toContain('Beta changed.');
    expect(second.map((r) => r.content)).not.toContain('Beta text.');
  });

  it('indexes a page whose MDX does not parse by its title, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const records = new RecordsCache().buildRecords([page('/broken', 'Text <Tag here.')]);
    expect(records.map((r) => r.type)).toEqual(['lvl1']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/broken'));
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
