import {mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {parseMdxFailure, readableMdxError} from '../../plugins/mdx-errors';
import {RecordsCache, type PageSource} from '../../plugins/search-index/buildRecords';
import {BUILD_CACHE_DIR, BuildCache} from '../../plugins/shared/buildCache';
import {FileCache} from '../../plugins/shared/fileCache';
import type {SearchRecord} from '../../src/search/types';

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

describe('search records between builds and reloads', () => {
  const page = (url: string, markdown: string): PageSource => ({
    url,
    title: url,
    markdown,
    section: 'Android',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
  });
  const siteDir = () => mkdtempSync(path.join(os.tmpdir(), 'records-cache-'));

  it('keeps the records of unchanged pages and rebuilds a changed one', async () => {
    const cache = new RecordsCache(new BuildCache(siteDir(), 'search-records'));
    const a = page('/a', 'Alpha text.');
    const b = page('/b', 'Beta text.');
    const first = await cache.buildRecords([a, b], 'v1');
    const second = await cache.buildRecords([a, {...b, markdown: 'Beta changed.'}], 'v1');
    expect(second[0]).toBe(first[0]);
    expect(second.map((r) => r.content)).toContain('Beta changed.');
    expect(second.map((r) => r.content)).not.toContain('Beta text.');
  });

  /** A store that lists the keys whose records it had to derive. */
  const watchedStore = (dir: string) => {
    const store = new BuildCache<SearchRecord[]>(dir, 'search-records');
    const derived: string[] = [];
    const get = store.get.bind(store);
    vi.spyOn(store, 'get').mockImplementation((key, derive, isCurrent) =>
      get(
        key,
        () => {
          derived.push(key);
          return derive();
        },
        isCurrent,
      ),
    );
    return {store, derived};
  };

  it('reads the records the last build kept, and parses no page again', async () => {
    const dir = siteDir();
    const pages = [page('/a', 'Alpha text.'), page('/b', 'Beta text.')];
    const first = await new RecordsCache(new BuildCache(dir, 'search-records')).buildRecords(
      pages,
      'v1',
    );
    const {store, derived} = watchedStore(dir);
    expect(await new RecordsCache(store).buildRecords(pages, 'v1')).toEqual(first);
    expect(derived).toEqual([]);
    expect(readdirSync(path.join(dir, BUILD_CACHE_DIR))).toEqual(['search-records.json']);
  });

  it('parses every page again when the code behind the records changed', async () => {
    const dir = siteDir();
    const pages = [page('/a', 'Alpha text.'), page('/b', 'Beta text.')];
    await new RecordsCache(new BuildCache(dir, 'search-records')).buildRecords(pages, 'v1');
    const {store, derived} = watchedStore(dir);
    await new RecordsCache(store).buildRecords(pages, 'v2');
    expect(derived).toHaveLength(2);
  });

  it('indexes a page whose MDX does not parse by its title, with a warning, and keeps nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = new RecordsCache(new BuildCache(siteDir(), 'search-records'));
    const broken = page('/broken', 'Text <Tag here.');
    const records = await cache.buildRecords([broken], 'v1');
    expect(records.map((r) => r.type)).toEqual(['lvl1']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/broken'));
    await cache.buildRecords([broken], 'v1');
    expect(warn).toHaveBeenCalledTimes(2);
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
