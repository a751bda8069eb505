/**
 * Where a build keeps a locale's search files, for the search benches:
 * `.docusaurus` keeps only the last locale built, so they read `build/`.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {defaultLocale} from '@tapcraft/data/locales';

/** The locale's folder in the build and in its URLs: '' for English, `zh-Hans/` for Chinese. */
export function localePath(locale: string): string {
  return locale === defaultLocale ? '' : `${locale}/`;
}

/** The built search index or answer-card file of `locale` in the checkout at `root`. */
export function builtSearchFile(
  kind: 'search-index' | 'answer-cards',
  locale: string,
  root = '.',
): string {
  const dir = path.join(root, 'build', localePath(locale), 'assets/search');
  const pattern = new RegExp(`^${kind}\\.[0-9a-f]+\\.json$`);
  let file: string | undefined;
  try {
    file = readdirSync(dir).find((name) => pattern.test(name));
  } catch {
    file = undefined;
  }
  if (!file) throw new Error(`No ${kind} file in ${dir}: run "npm run build" there first.`);
  return path.join(dir, file);
}
