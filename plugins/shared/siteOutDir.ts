import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';

/**
 * The site's build folder. Docusaurus builds a locale other than the default
 * into a folder of it named by the locale's path (`build/zh-Hans`), so a
 * file of the whole site, or one named by a page's full URL path, is
 * written here rather than in the locale's `outDir`.
 */
export function siteOutDir({i18n}: Pick<LoadContext, 'i18n'>, outDir: string): string {
  return i18n.currentLocale === i18n.defaultLocale ? outDir : path.dirname(outDir);
}
