import {createHash, randomUUID} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Where the caches live: `docusaurus clear` empties it, as it does Rspack's own cache there. */
export const BUILD_CACHE_DIR = 'node_modules/.cache/tapcraft-build';

/** SHA-1 of the parts, each delimited so that `['ab', 'c']` and `['a', 'bc']` differ. */
export function contentHash(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
}

/**
 * The code and settings a derived value can depend on, relative to the site.
 * Components (`.tsx`) are left out, so that restyling one keeps the caches:
 * converters and data are `.ts` (a test follows the relative imports of the
 * code that fills a cache to check).
 */
const CODE = [
  {dir: 'plugins', test: /\.(ts|mjs|py)$/},
  {dir: 'scripts', test: /\.(ts|mjs)$/},
  {dir: 'src', test: /\.ts$/},
];
const CODE_FILES = ['CONTRIBUTING.md', 'docusaurus.config.ts', 'package-lock.json'];

/** Whether a file, by its path relative to the site, is part of `siteCodeVersion`. */
export function isSiteCode(relativePath: string): boolean {
  const [dir] = relativePath.split(/[\\/]/);
  return (
    CODE_FILES.includes(relativePath) ||
    CODE.some((code) => code.dir === dir && code.test.test(relativePath))
  );
}

/** A file's text, or `null` when it is gone (deleted, or an editor's lock file pointing nowhere). */
export function textIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A hash of the converters, the data modules, the settings, the locked
 * library versions and Node's: what turns a page into its twin or its search
 * records, besides the page itself. Any change to them starts the caches
 * afresh. Only regular files count: an editor's lock file is a symlink to
 * nowhere.
 */
export function siteCodeVersion(siteDir: string): string {
  const files = [
    ...CODE.flatMap(({dir}) =>
      readdirSync(path.join(siteDir, dir), {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name))),
    ),
    ...CODE_FILES,
  ]
    .filter(isSiteCode)
    .sort();
  return contentHash(
    process.version,
    ...files.flatMap((file) => [file, textIfPresent(path.join(siteDir, file)) ?? '']),
  );
}

/**
 * The code version for a plugin that lives as long as `npm start` does.
 * Its modules stay as they were loaded when a reload runs it again, so after
 * a change on disk what it derives comes from the old code: such values get
 * a version of both the loaded code and the code on disk, which no build
 * (where the two are the same) ever opens.
 */
export function runningCodeVersion(siteDir: string): () => string {
  const loaded = siteCodeVersion(siteDir);
  return () => {
    const onDisk = siteCodeVersion(siteDir);
    return onDisk === loaded ? loaded : contentHash(loaded, onDisk);
  };
}

type CacheFile<T> = {version: string; entries: Record<string, T>};

/**
 * Values derived from the site's pages, kept between builds and dev reloads
 * in one JSON file under `node_modules/.cache`. The caller finds an entry by
 * a key built from everything the value depends on (a page's text, its URL);
 * a run with another code version (`siteCodeVersion`, `runningCodeVersion`)
 * starts empty. A warm
 * build then converts no page again: deriving every twin and search record
 * took 6 s of a cold build's main thread (node --cpu-prof), and GC on top.
 */
export class BuildCache<T> {
  readonly #file: string;
  #version: string | undefined;
  #entries = new Map<string, T>();
  #used = new Set<string>();
  #changed = false;

  constructor(siteDir: string, name: string) {
    this.#file = path.join(siteDir, BUILD_CACHE_DIR, `${name}.json`);
  }

  /** Starts a run whose values are derived by code of `version`. */
  open(version: string): void {
    if (this.#version === undefined) this.#entries = this.#read(version);
    else if (this.#version !== version) this.#entries = new Map();
    this.#version = version;
    this.#used = new Set();
    this.#changed = false;
  }

  /**
   * The value kept under `key` while `isCurrent` accepts it (for what the key
   * cannot hold, such as files a page turned out to include), or else
   * `derive`'s, kept unless it is `undefined`.
   */
  get(key: string, derive: () => T | Promise<T>, isCurrent?: (value: T) => boolean): Promise<T>;
  get(
    key: string,
    derive: () => T | undefined | Promise<T | undefined>,
    isCurrent?: (value: T) => boolean,
  ): Promise<T | undefined>;
  async get(
    key: string,
    derive: () => T | undefined | Promise<T | undefined>,
    isCurrent: (value: T) => boolean = () => true,
  ): Promise<T | undefined> {
    const found = this.#entries.get(key);
    if (found !== undefined && isCurrent(found)) {
      this.#used.add(key);
      return found;
    }
    const value = await derive();
    if (value === undefined) return undefined;
    this.#entries.set(key, value);
    this.#used.add(key);
    this.#changed = true;
    return value;
  }

  /**
   * Ends the run: writes the entries it used, so pages since deleted do not
   * pile up. A cache that cannot be written (a full disk, a read-only
   * `node_modules`) costs the next run its speed, not this build.
   */
  save(): void {
    if (this.#version === undefined) throw new Error('BuildCache.save() before open()');
    if (!this.#changed && this.#used.size === this.#entries.size) return;
    for (const key of this.#entries.keys()) if (!this.#used.has(key)) this.#entries.delete(key);
    const data: CacheFile<T> = {version: this.#version, entries: Object.fromEntries(this.#entries)};
    // Written beside and renamed, so a killed build never leaves half a file.
    const partial = `${this.#file}.${process.pid}.${randomUUID()}`;
    try {
      mkdirSync(path.dirname(this.#file), {recursive: true});
      writeFileSync(partial, JSON.stringify(data));
      renameSync(partial, this.#file);
      this.#changed = false;
    } catch (error) {
      if (existsSync(partial)) rmSync(partial);
      console.warn(`[build cache] cannot write ${this.#file}: ${(error as Error).message}`);
    }
  }

  #read(version: string): Map<string, T> {
    try {
      const data = JSON.parse(readFileSync(this.#file, 'utf8')) as Partial<CacheFile<T>> | null;
      if (data?.version !== version || typeof data.entries !== 'object' || !data.entries) {
        return new Map();
      }
      return new Map(Object.entries(data.entries));
    } catch {
      // No cache yet, or one that cannot be read: derive everything again.
      return new Map();
    }
  }
}
