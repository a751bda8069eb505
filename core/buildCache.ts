import {createHash, randomUUID} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Where the caches live: `docusaurus clear` empties it, as it does Rspack's own cache there. */
export const BUILD_CACHE_DIR = 'node_modules/.cache/tapcraft-build';
/** A kept value unused this long is removed. */
const UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-1 of the parts, each delimited so that `['ab', 'c']` and `['a', 'bc']` differ. */
export function contentHash(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
}

/**
 * What a cache's values are derived by: Node's version, the locked library
 * versions and the code files (relative to the site) that derive them. A
 * change to any of them gives the values new keys.
 */
export function codeVersion(siteDir: string, codeFiles: string[]): string {
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  return contentHash(process.version, read('package-lock.json'), ...codeFiles.map(read));
}

/**
 * A map that lasts as long as the process. Docusaurus loads the plugins
 * afresh for each locale it builds and on each config reload, so a
 * module's own map starts empty each time; one named here, with the version
 * of the code that fills it in its name, carries values from one locale's
 * build to the next.
 */
export function processMap<K, V>(name: string): Map<K, V> {
  const global = globalThis as {tapcraftProcessMaps?: Map<string, Map<unknown, unknown>>};
  const maps = (global.tapcraftProcessMaps ??= new Map());
  if (!maps.has(name)) maps.set(name, new Map());
  return maps.get(name) as Map<K, V>;
}

/** The `.ts` files under `dirs` of the site (tests aside), sorted. */
export function codeFiles(siteDir: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'}).map((file) =>
        path.join(dir, file),
      ),
    )
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

function removeUnused(dir: string): void {
  if (!existsSync(dir)) return;
  const unusedSince = Date.now() - UNUSED_MS;
  for (const name of readdirSync(dir)) {
    const stat = statSync(path.join(dir, name), {throwIfNoEntry: false});
    if (stat && stat.mtimeMs < unusedSince) rmSync(path.join(dir, name), {force: true});
  }
}

/**
 * Values derived from the site's files, kept between builds and dev reloads:
 * in memory for the rest of the process (the next locale's build), and as
 * one JSON file per value under `node_modules/.cache`, named by a hash of
 * the code version and of the key the caller builds from everything the
 * value depends on (a page's text, its URL). Values unused for a week go.
 */
export class BuildCache<T> {
  readonly #dir: string;
  // By file: the file's name holds the code version and the key.
  readonly #kept = processMap<string, T>('build cache');

  constructor(
    siteDir: string,
    name: string,
    private readonly version: string,
  ) {
    this.#dir = path.join(siteDir, BUILD_CACHE_DIR, name);
    // Once a process: each locale's build makes its caches again.
    const swept = processMap<string, true>('swept cache folders');
    if (!swept.has(this.#dir)) removeUnused(this.#dir);
    swept.set(this.#dir, true);
  }

  /** The value kept under `key` while `isCurrent` accepts it, or else `derive`'s, kept. */
  async get(
    key: string,
    derive: () => T | Promise<T>,
    isCurrent: (value: T) => boolean = () => true,
  ): Promise<T> {
    const file = path.join(this.#dir, `${contentHash(this.version, key)}.json`);
    const found = this.#kept.get(file) ?? this.#read(file);
    if (found !== undefined && isCurrent(found)) {
      this.#kept.set(file, found);
      return found;
    }
    const value = await derive();
    this.#kept.set(file, value);
    this.#write(file, value);
    return value;
  }

  #read(file: string): T | undefined {
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as T;
      const now = new Date();
      utimesSync(file, now, now);
      return value;
    } catch {
      // Not kept yet, or kept damaged: derive it again.
      return undefined;
    }
  }

  /** Written beside and renamed: a killed build never leaves half a file, a full disk costs only speed. */
  #write(file: string, value: T): void {
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    try {
      mkdirSync(this.#dir, {recursive: true});
      writeFileSync(partial, JSON.stringify(value));
      renameSync(partial, file);
    } catch (error) {
      if (existsSync(partial)) rmSync(partial);
      console.warn(`[build cache] cannot write ${file}: ${(error as Error).message}`);
    }
  }
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
