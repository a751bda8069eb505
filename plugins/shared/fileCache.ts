import {readFileSync, statSync} from 'node:fs';

type Entry<T> = {mtimeMs: number; size: number; value: T};

/**
 * What a plugin derives from a file, kept while the file's modification time
 * and size stay the same. Under `npm start` Docusaurus reloads a plugin on
 * every saved file and keeps the plugin object, so a cache held by the plugin
 * makes a reload re-read only the file that changed.
 */
export class FileCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(private readonly derive: (file: string, source: string) => T) {}

  /** The value for `file`, derived again only when the file changed since the last call. */
  get(file: string): T {
    const {mtimeMs, size} = statSync(file);
    const cached = this.#entries.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value;
    const value = this.derive(file, readFileSync(file, 'utf8'));
    this.#entries.set(file, {mtimeMs, size, value});
    return value;
  }

  /** Forgets every file not in `files`, so deleted pages do not stay in memory. */
  keepOnly(files: Iterable<string>): void {
    const kept = new Set(files);
    for (const file of this.#entries.keys()) if (!kept.has(file)) this.#entries.delete(file);
  }
}
