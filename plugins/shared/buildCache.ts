import {createHash, randomUUID} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
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
 * converters and data are `.ts` (a test follows their imports to check).
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

/**
 * A hash of the converters, the data modules, the settings and the locked
 * library versions: what turns a page into its twin or its search records,
 * besides the page itself. Any change to them starts the caches afresh.
 */
export function siteCodeVersion(siteDir: string): string {
  const files = [
    ...CODE.flatMap(({dir}) =>
      readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'}).map((name) =>
        path.join(dir, name),
      ),
    ),
    ...CODE_FILES,
  ]
    .filter(isSiteCode)
    .sort();
  return contentHash(
    ...files.flatMap((file) => [file, readFileSync(path.join(siteDir, file), 'utf8')]),
  );
}

type CacheFile<T> = {version: string; entries: Record<string, T>};

/**
 * Values derived from the site's pages, kept between builds and dev reloads
 * in one JSON file under `node_modules/.cache`. The caller finds an entry by
 * a key built from everything the value depends on (a page's text, its URL);
 * a run with another code version (`siteCodeVersion`) starts empty. A warm
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

  /** Ends the run: writes the entries it used, so pages since deleted do not pile up. */
  save(): void {
    if (this.#version === undefined) throw new Error('BuildCache.save() before open()');
    if (!this.#changed && this.#used.size === this.#entries.size) return;
    for (const key of this.#entries.keys()) if (!this.#used.has(key)) this.#entries.delete(key);
    const data: CacheFile<T> = {version: this.#version, entries: Object.fromEntries(this.#entries)};
    mkdirSync(path.dirname(this.#file), {recursive: true});
    // Written beside and renamed, so a killed build never leaves half a file.
    const partial = `${this.#file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, JSON.stringify(data));
    renameSync(partial, this.#file);
    this.#changed = false;
  }

  #read(version: string): Map<string, T> {
    let data: CacheFile<T>;
    try {
      data = JSON.parse(readFileSync(this.#file, 'utf8')) as CacheFile<T>;
    } catch {
      // No cache yet, or one that cannot be read: derive everything again.
      return new Map();
    }
    return data.version === version ? new Map(Object.entries(data.entries)) : new Map();
  }
}
