import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {
  BUILD_CACHE_DIR,
  BuildCache,
  contentHash,
  isSiteCode,
  runningCodeVersion,
  siteCodeVersion,
} from '../../plugins/shared/buildCache';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
const cacheFile = (siteDir: string) => path.join(siteDir, BUILD_CACHE_DIR, 'pages.json');

describe('contentHash', () => {
  it('tells apart parts that join to the same text', () => {
    expect(contentHash('ab', 'c')).not.toBe(contentHash('a', 'bc'));
    expect(contentHash('ab', 'c')).toBe(contentHash('ab', 'c'));
  });
});

describe('BuildCache', () => {
  it('derives a value once, and the next run reads it from disk', async () => {
    const siteDir = tempDir();
    const first = new BuildCache<string>(siteDir, 'pages');
    first.open('v1');
    const derive = vi.fn(() => 'converted');
    expect(await first.get('page-a', derive)).toBe('converted');
    expect(await first.get('page-a', derive)).toBe('converted');
    first.save();
    const next = new BuildCache<string>(siteDir, 'pages');
    next.open('v1');
    expect(await next.get('page-a', derive)).toBe('converted');
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('starts empty when the code that derives its values changed', async () => {
    const siteDir = tempDir();
    const first = new BuildCache<string>(siteDir, 'pages');
    first.open('v1');
    await first.get('page-a', () => 'old converter');
    first.save();
    const next = new BuildCache<string>(siteDir, 'pages');
    next.open('v2');
    expect(await next.get('page-a', () => 'new converter')).toBe('new converter');
    // The same object in a long-lived dev server: a data module changed between reloads.
    next.save();
    next.open('v3');
    expect(await next.get('page-a', () => 'third converter')).toBe('third converter');
  });

  it('derives again when isCurrent refuses the kept value', async () => {
    const cache = new BuildCache<{partialHash: string}>(tempDir(), 'pages');
    cache.open('v1');
    await cache.get('page-a', () => ({partialHash: 'one'}));
    const value = await cache.get(
      'page-a',
      () => ({partialHash: 'two'}),
      (kept) => kept.partialHash === 'two',
    );
    expect(value).toEqual({partialHash: 'two'});
  });

  it('keeps no undefined value, and writes only the entries the run used', async () => {
    const siteDir = tempDir();
    const cache = new BuildCache<string>(siteDir, 'pages');
    cache.open('v1');
    await cache.get('kept', () => 'a');
    await cache.get('deleted page', () => 'b');
    expect(await cache.get('refused', () => undefined)).toBeUndefined();
    cache.save();
    cache.open('v1');
    await cache.get('kept', () => 'never derived');
    cache.save();
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
    const cache = new BuildCache<string>(siteDir, 'pages');
    cache.open('v1');
    expect(await cache.get('page-a', () => 'derived')).toBe('derived');
    cache.save();
    expect(JSON.parse(readFileSync(cacheFile(siteDir), 'utf8')).entries).toEqual({
      'page-a': 'derived',
    });
  });
});

describe('BuildCache on a bad disk', () => {
  it('warns and goes on when the cache cannot be written', async () => {
    const siteDir = tempDir();
    // A file where the cache folder should be: writing fails as on a read-only disk.
    mkdirSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true});
    writeFileSync(path.join(siteDir, BUILD_CACHE_DIR), '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cache = new BuildCache<string>(siteDir, 'pages');
    cache.open('v1');
    await cache.get('page-a', () => 'derived');
    expect(() => cache.save()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot write'));
    warn.mockRestore();
  });
});

describe('siteCodeVersion', () => {
  const site = () => {
    const siteDir = tempDir();
    for (const file of [
      'plugins/markdown-twins/convert.ts',
      'scripts/file-links.ts',
      'src/data/facts.ts',
      'src/components/Badge/markdown.ts',
      'src/components/Badge/index.tsx',
      'CONTRIBUTING.md',
      'docusaurus.config.ts',
      'package-lock.json',
    ]) {
      mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      writeFileSync(path.join(siteDir, file), `// ${file}\n`);
    }
    return siteDir;
  };

  it('changes with a converter, a data module, the settings or the lock file', () => {
    const siteDir = site();
    const before = siteCodeVersion(siteDir);
    for (const file of [
      'src/data/facts.ts',
      'src/components/Badge/markdown.ts',
      'plugins/markdown-twins/convert.ts',
      'CONTRIBUTING.md',
      'package-lock.json',
    ]) {
      const copy = tempDir();
      cpSync(siteDir, copy, {recursive: true});
      writeFileSync(path.join(copy, file), 'changed\n');
      expect(siteCodeVersion(copy), file).not.toBe(before);
    }
  });

  it('passes over an editor’s lock file, a symlink to nowhere', () => {
    const siteDir = site();
    const before = siteCodeVersion(siteDir);
    symlinkSync('nobody@host.1234', path.join(siteDir, 'plugins/markdown-twins/.#convert.ts'));
    expect(siteCodeVersion(siteDir)).toBe(before);
  });

  it('of a running dev server is its own once the code on disk changed', () => {
    const siteDir = site();
    const running = runningCodeVersion(siteDir);
    const loaded = running();
    expect(loaded).toBe(siteCodeVersion(siteDir));
    writeFileSync(path.join(siteDir, 'src/data/facts.ts'), 'changed\n');
    // What the old code derives now is no build's: a build of the new code opens another version.
    expect(running()).not.toBe(loaded);
    expect(running()).not.toBe(siteCodeVersion(siteDir));
    expect(runningCodeVersion(siteDir)()).toBe(siteCodeVersion(siteDir));
  });

  it('stays the same when only a page component changed, or the checkout moved', () => {
    const siteDir = site();
    const copy = tempDir();
    cpSync(siteDir, copy, {recursive: true});
    writeFileSync(path.join(copy, 'src/components/Badge/index.tsx'), 'changed\n');
    expect(siteCodeVersion(copy)).toBe(siteCodeVersion(siteDir));
  });
});

describe('what the build caches derive from', () => {
  /** Every file of the site that `entry` reaches through relative imports. */
  function reachedFiles(entry: string): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const base = path.resolve(path.dirname(file), specifier!);
        const found = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']
          .map((ending) => `${base}${ending}`)
          .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
        if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
        visit(found);
      }
    };
    visit(path.resolve(entry));
    return [...seen].map((file) => path.relative(process.cwd(), file));
  }

  it('is code the version hashes: no converter or plugin that fills a cache reads a component', () => {
    const entries = [
      'plugins/markdown-twins/index.ts',
      'plugins/search-index/index.ts',
      'plugins/production-assets/index.ts',
      'plugins/api-reference/apiPages.ts',
      'scripts/postbuild.ts',
      ...readdirSync('src/components')
        .map((name) => path.join('src/components', name, 'markdown.ts'))
        .filter((file) => existsSync(file)),
    ];
    const outside = entries.flatMap(reachedFiles).filter((file) => !isSiteCode(file));
    expect(outside).toEqual([]);
  });
});
