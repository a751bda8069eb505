import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';

/**
 * The site's build folder. Building every locale, Docusaurus puts a locale
 * other than the default in a folder named by the locale's path
 * (`build/zh-Hans`), so a file of the whole site, or one named by a page's
 * full URL path, is written here rather than in the locale's `outDir`.
 * Building one locale (`--locale zh-Hans`), `outDir` is the build folder.
 */
export function siteOutDir({i18n}: Pick<LoadContext, 'i18n'>, outDir: string): string {
  const localePath = i18n.localeConfigs[i18n.currentLocale]?.path;
  const inLocaleFolder =
    i18n.currentLocale !== i18n.defaultLocale && path.basename(outDir) === localePath;
  return inLocaleFolder ? path.dirname(outDir) : outDir;
}
