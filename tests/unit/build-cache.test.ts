import {existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {BUILD_CACHE_DIR, BuildCache, codeVersion, contentHash} from '@tapcraft/core/buildCache';
import {FILE_LINKS_FILE} from '../../scripts/file-links';
import {INLINE_SCRIPTS_FILE} from '../../plugins/production-assets';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
const cacheFile = (siteDir: string) => path.join(siteDir, BUILD_CACHE_DIR, 'pages.json');

describe('contentHash', () => {
  it('tells apart parts that join to the same text', () => {
    expect(contentHash('ab', 'c')).not.toBe(contentHash('a', 'bc'));
    expect(contentHash('ab', 'c')).toBe(contentHash('ab', 'c'));
  });
});

describe('BuildCache', () => {
  it('derives a value once, and the next build reads it from disk', async () => {
    const siteDir = tempDir();
    const first = new BuildCache<string>(siteDir, 'pages', 'v1');
    const derive = vi.fn(() => 'scanned');
    expect(await first.get('page-a', derive)).toBe('scanned');
    expect(await first.get('page-a', derive)).toBe('scanned');
    first.save();
    const next = new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(await next.get('page-a', derive)).toBe('scanned');
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('starts empty when the code that derives its values changed', async () => {
    const siteDir = tempDir();
    const first = new BuildCache<string>(siteDir, 'pages', 'v1');
    await first.get('page-a', () => 'old scanner');
    first.save();
    const next = new BuildCache<string>(siteDir, 'pages', 'v2');
    expect(await next.get('page-a', () => 'new scanner')).toBe('new scanner');
  });

  it('writes only the entries the build used', async () => {
    const siteDir = tempDir();
    const first = new BuildCache<string>(siteDir, 'pages', 'v1');
    await first.get('kept', () => 'a');
    await first.get('deleted page', () => 'b');
    first.save();
    const next = new BuildCache<string>(siteDir, 'pages', 'v1');
    await next.get('kept', () => 'never derived');
    next.save();
    const written = JSON.parse(readFileSync(cacheFile(siteDir), 'utf8'));
    expect(written).toEqual({version: 'v1', entries: {kept: 'a'}});
  });

  it.each([
    ['half written', '{"version": "v1", "entr'],
    ['of another shape', 'null'],
    ['without entries', '{"version": "v1"}'],
  ])('reads a cache file %s as an empty cache', async (_kind, text) => {
    const siteDir = tempDir();
    mkdirSync(path.dirname(cacheFile(siteDir)), {recursive: true});
    writeFileSync(cacheFile(siteDir), text);
    const cache = new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(await cache.get('page-a', () => 'derived')).toBe('derived');
    cache.save();
    expect(JSON.parse(readFileSync(cacheFile(siteDir), 'utf8')).entries).toEqual({
      'page-a': 'derived',
    });
  });

  it('warns and goes on when the cache cannot be written', async () => {
    const siteDir = tempDir();
    // A file where the cache folder should be: writing fails as on a read-only disk.
    mkdirSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true});
    writeFileSync(path.join(siteDir, BUILD_CACHE_DIR), '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = new BuildCache<string>(siteDir, 'pages', 'v1');
    await cache.get('page-a', () => 'derived');
    expect(() => cache.save()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot write'));
    warn.mockRestore();
  });
});

describe('the version of a cache', () => {
  /** Every file of the site that `entry` reaches through relative imports. */
  function reachedFiles(entry: string): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const base = path.resolve(path.dirname(file), specifier!);
        const found = ['', '.ts', '.tsx', '.mjs', '/index.ts']
          .map((ending) => `${base}${ending}`)
          .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
        if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
        visit(found);
      }
    };
    visit(path.resolve(entry));
    return [...seen].map((file) => path.relative(process.cwd(), file));
  }

  it.each([FILE_LINKS_FILE, INLINE_SCRIPTS_FILE])(
    'covers every file the code behind it imports: %s',
    (file) => {
      expect(reachedFiles(file)).toEqual([file]);
    },
  );

  it('changes with that code and with the lock file', () => {
    const siteDir = tempDir();
    writeFileSync(path.join(siteDir, 'package-lock.json'), '{}');
    writeFileSync(path.join(siteDir, 'scan.ts'), 'one');
    const before = codeVersion(siteDir, ['scan.ts']);
    writeFileSync(path.join(siteDir, 'scan.ts'), 'two');
    expect(codeVersion(siteDir, ['scan.ts'])).not.toBe(before);
    const after = codeVersion(siteDir, ['scan.ts']);
    writeFileSync(path.join(siteDir, 'package-lock.json'), '{"lockfileVersion": 3}');
    expect(codeVersion(siteDir, ['scan.ts'])).not.toBe(after);
  });
});
