import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {BUILD_CACHE_DIR, BuildCache, codeVersion, contentHash} from '@tapcraft/core/buildCache';
import {FILE_LINKS_FILE} from '../../scripts/file-links';
import {INLINE_SCRIPTS_FILE} from '../../plugins/production-assets';
import {PARSE_CODE} from '../../core/pages/parse';
import {FRESH_CODE, PLUGIN_CODE} from '../../plugins/markdown-twins/cache';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
/** What the next `docusaurus build` or `npm start` finds: an empty memory, the disk as it was left. */
const nextProcess = () =>
  delete (globalThis as {tapcraftProcessMaps?: unknown}).tapcraftProcessMaps;
const keptFiles = (siteDir: string) => {
  const dir = path.join(siteDir, BUILD_CACHE_DIR, 'pages');
  return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
};

describe('contentHash', () => {
  it('tells apart parts that join to the same text', () => {
    expect(contentHash('ab', 'c')).not.toBe(contentHash('a', 'bc'));
    expect(contentHash('ab', 'c')).toBe(contentHash('ab', 'c'));
  });
});

describe('BuildCache', () => {
  it('derives a value once, and the next build reads it from disk', async () => {
    const siteDir = tempDir();
    const derive = vi.fn(() => 'scanned');
    const first = new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(await first.get('page-a', derive)).toBe('scanned');
    expect(await first.get('page-a', derive)).toBe('scanned');
    nextProcess();
    const next = new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(await next.get('page-a', derive)).toBe('scanned');
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it("keeps values in memory for the next locale's build in the same process", async () => {
    const siteDir = tempDir();
    await new BuildCache<string>(siteDir, 'pages', 'v1').get('page-a', () => 'derived');
    rmSync(keptFiles(siteDir)[0]!);
    const derive = vi.fn(() => 'derived again');
    expect(await new BuildCache<string>(siteDir, 'pages', 'v1').get('page-a', derive)).toBe(
      'derived',
    );
    expect(derive).not.toHaveBeenCalled();
  });

  it('derives again when the code that derives its values changed', async () => {
    const siteDir = tempDir();
    await new BuildCache<string>(siteDir, 'pages', 'v1').get('page-a', () => 'old scanner');
    const next = new BuildCache<string>(siteDir, 'pages', 'v2');
    expect(await next.get('page-a', () => 'new scanner')).toBe('new scanner');
  });

  it('derives again when isCurrent refuses the kept value', async () => {
    const cache = new BuildCache<{partial: string}>(tempDir(), 'pages', 'v1');
    await cache.get('page-a', () => ({partial: 'one'}));
    const value = await cache.get(
      'page-a',
      () => ({partial: 'two'}),
      (kept) => kept.partial === 'two',
    );
    expect(value).toEqual({partial: 'two'});
  });

  it('reads a damaged kept value as none, and derives it again', async () => {
    const siteDir = tempDir();
    await new BuildCache<string>(siteDir, 'pages', 'v1').get('page-a', () => 'derived');
    writeFileSync(keptFiles(siteDir)[0]!, '{"half wri');
    nextProcess();
    const next = new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(await next.get('page-a', () => 'derived again')).toBe('derived again');
  });

  it('removes values unused for a week, once a process', async () => {
    const siteDir = tempDir();
    await new BuildCache<string>(siteDir, 'pages', 'v1').get('old', () => 'a');
    const [file] = keptFiles(siteDir);
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    utimesSync(file!, weekAgo, weekAgo);
    new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(keptFiles(siteDir)).toHaveLength(1);
    nextProcess();
    new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(keptFiles(siteDir)).toEqual([]);
  });

  it('warns and goes on when the cache cannot be written', async () => {
    const siteDir = tempDir();
    // A file where the cache folder should be: writing fails as on a read-only disk.
    mkdirSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true});
    writeFileSync(path.join(siteDir, BUILD_CACHE_DIR), '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = new BuildCache<string>(siteDir, 'pages', 'v1');
    expect(await cache.get('page-a', () => 'derived')).toBe('derived');
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

  it.each([[FILE_LINKS_FILE], [INLINE_SCRIPTS_FILE], PARSE_CODE])(
    'covers every file of the site the code behind it imports: %s',
    (file, ...alsoCovered) => {
      const own = reachedFiles(file).filter((reached) => reached !== 'core/buildCache.ts');
      expect(own.sort()).toEqual([file, ...alsoCovered].sort());
    },
  );

  it('of the twins covers every file a converter or the twins plugin imports', () => {
    const covered = (file: string) =>
      file.endsWith('.ts') &&
      [...PLUGIN_CODE, ...FRESH_CODE].some((dir) => file.startsWith(`${dir}/`));
    const entries = [
      'plugins/markdown-twins/index.ts',
      ...readdirSync('src/components')
        .map((name) => path.join('src/components', name, 'markdown.ts'))
        .filter((file) => existsSync(file)),
    ];
    expect(entries.flatMap(reachedFiles).filter((file) => !covered(file))).toEqual([]);
  });

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
