import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {
  BuildCache,
  codeFiles,
  codeVersion,
  contentHash,
  textIfPresent,
} from '@tapcraft/core/buildCache';

/** A page's twin body, with a hash of each partial it inlined, by path from the site. */
export type KeptTwin = {markdown: string; partials: Record<string, string>};

/** Code a twin is converted by that the dev server loads once: the plugins and the core. */
export const PLUGIN_CODE = [
  'plugins/markdown-twins',
  'plugins/api-reference',
  'plugins/shared',
  'core',
];
/** Code it loads afresh for every run: the data modules and the components' converters. */
export const FRESH_CODE = ['src/data', 'src/components'];

/**
 * Twins kept by their page's text, URL and what all pages share, so a warm
 * build or dev start converts no page and a saved page converts only itself.
 * The plugin's code counts as it was loaded: a dev server keeps running it
 * after an edit on disk, and its twins must not pass for the new code's.
 */
export function twinCache(siteDir: string) {
  const cache = new BuildCache<KeptTwin>(
    siteDir,
    'twins',
    codeVersion(siteDir, codeFiles(siteDir, PLUGIN_CODE)),
  );
  const partialsUnchanged = (twin: KeptTwin) =>
    Object.entries(twin.partials).every(([partial, hash]) => {
      const text = textIfPresent(path.join(siteDir, partial));
      return text !== null && contentHash(text) === hash;
    });
  return {
    /** What every twin of this run depends on besides its page: the fresh code, and `shared`. */
    runKey: (shared: string) =>
      contentHash(
        shared,
        ...codeFiles(siteDir, FRESH_CODE).map(
          (file) => textIfPresent(path.join(siteDir, file)) ?? '',
        ),
      ),
    async get(file: string, key: string, convert: (text: string) => Promise<KeptTwin>) {
      const text = await readFile(file, 'utf8');
      return cache.get(
        contentHash(path.relative(siteDir, file), text, key),
        () => convert(text),
        partialsUnchanged,
      );
    },
  };
}
