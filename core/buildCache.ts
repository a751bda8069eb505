import {createHash, randomUUID} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
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
 * What a cache's values are derived by: Node's version, the locked library
 * versions and the code files (relative to the site) that derive them. A
 * change to any of them starts the cache afresh.
 */
export function codeVersion(siteDir: string, codeFiles: string[]): string {
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  return contentHash(process.version, read('package-lock.json'), ...codeFiles.map(read));
}

type CacheFile<T> = {version: string; entries: Record<string, T>};

/**
 * Values derived from the build's files, kept between builds in one JSON
 * file under `node_modules/.cache`, each under a key made from what it is
 * derived from (a page's HTML), for one `codeVersion`.
 */
export class BuildCache<T> {
  readonly #file: string;
  readonly #entries: Map<string, T>;
  readonly #used = new Set<string>();

  constructor(
    siteDir: string,
    name: string,
    private readonly version: string,
  ) {
    this.#file = path.join(siteDir, BUILD_CACHE_DIR, `${name}.json`);
    this.#entries = this.#read();
  }

  /** The value kept under `key`, or else `derive`'s, kept for the next build. */
  async get(key: string, derive: () => T | Promise<T>): Promise<T> {
    this.#used.add(key);
    if (this.#entries.has(key)) return this.#entries.get(key)!;
    const value = await derive();
    this.#entries.set(key, value);
    return value;
  }

  /**
   * Writes the entries this run used, so pages since deleted do not pile up.
   * A cache that cannot be written costs the next build its speed, not this one.
   */
  save(): void {
    const entries = [...this.#entries].filter(([key]) => this.#used.has(key));
    const data: CacheFile<T> = {version: this.version, entries: Object.fromEntries(entries)};
    // Written beside and renamed, so a killed build never leaves half a file.
    const partial = `${this.#file}.${process.pid}.${randomUUID()}`;
    try {
      mkdirSync(path.dirname(this.#file), {recursive: true});
      writeFileSync(partial, JSON.stringify(data));
      renameSync(partial, this.#file);
    } catch (error) {
      if (existsSync(partial)) rmSync(partial);
      console.warn(`[build cache] cannot write ${this.#file}: ${(error as Error).message}`);
    }
  }

  #read(): Map<string, T> {
    try {
      const data = JSON.parse(readFileSync(this.#file, 'utf8')) as Partial<CacheFile<T>> | null;
      if (data?.version !== this.version || typeof data.entries !== 'object' || !data.entries) {
        return new Map();
      }
      return new Map(Object.entries(data.entries));
    } catch {
      // No cache yet, or one that cannot be read: derive everything again.
      return new Map();
    }
  }
}
