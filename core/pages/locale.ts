import {existsSync} from 'node:fs';
import path from 'node:path';

import {
  defaultLocale,
  localeConfigs,
  translatedLocales,
  type TranslatedLocale,
} from '@tapcraft/data/locales';

/**
 * Which file backs a page in a locale. Docusaurus renders a locale's copy of
 * a docs, blog or pages file from `i18n/<locale>/<plugin folder>/` when it
 * exists and the English file otherwise; everything the build derives from
 * the MDX (the API model, search records, twins, translation records) reads
 * the same file, so that it says what the page says.
 */

/** Content folders of the site, with the folder their translations take under `i18n/<locale>/`. */
const CONTENT_DIRS: ReadonlyArray<readonly [site: string, translated: string]> = [
  ['docs/', 'docusaurus-plugin-content-docs/current/'],
  ['blog/', 'docusaurus-plugin-content-blog/'],
  ['src/pages/', 'docusaurus-plugin-content-pages/'],
];

/** Where `locale`'s translation of `file` (`docs/intro.mdx`) goes, or null for a file outside the content folders. */
export function translationPath(locale: string, file: string): string | null {
  const dir = CONTENT_DIRS.find(([site]) => file.startsWith(site));
  return dir ? `i18n/${locale}/${dir[1]}${file.slice(dir[0].length)}` : null;
}

/**
 * The site file a translation stands for:
 * `i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.mdx` → `docs/intro.mdx`.
 * Any other path is its own.
 */
export function sitePath(file: string): string {
  const [, rest] = /^i18n\/[^/]+\/(.*)$/.exec(file) ?? [];
  const dir = rest && CONTENT_DIRS.find(([, translated]) => rest.startsWith(translated));
  return dir ? dir[0] + rest.slice(dir[1].length) : file;
}

/** The file that backs `file` (`docs/intro.mdx`) in `locale`: its translation when there is one. */
export function localeFile(siteDir: string, locale: string, file: string): string {
  const translation = translationPath(locale, file);
  return translation && existsSync(path.join(siteDir, translation)) ? translation : file;
}

/**
 * The locales a page built from `file` is written in: English, and each
 * locale that has a translation of it. Pages built from React code or lists
 * take their words from each locale's UI strings, so every locale has them.
 */
export function pageLocales(siteDir: string, file: string | undefined): string[] {
  if (!file || !/\.mdx?$/.test(file)) return [defaultLocale, ...translatedLocales];
  const source = sitePath(file);
  const translated = translatedLocales.filter((l) => localeFile(siteDir, l, source) !== source);
  return [defaultLocale, ...translated];
}

type Route = {path: string; metadata?: {sourceFilePath?: string}; routes?: Route[]};
export type Alternate = {hreflang: string; url: string};

/**
 * The `hreflang` alternates of each page of one locale's build, by route
 * path: the page's URL in every locale it is written in, for the pages that
 * are written in this locale and at least one other. Pages without a
 * translation have none, in either direction.
 */
export function pageAlternates(
  siteDir: string,
  routes: Route[],
  site: {url: string; baseUrl: string},
): Map<string, Alternate[]> {
  const current =
    translatedLocales.find((l) => site.baseUrl.endsWith(`/${localeConfigs[l].path}/`)) ??
    defaultLocale;
  const alternates = new Map<string, Alternate[]>();
  const visit = (route: Route) => {
    route.routes?.forEach(visit);
    if (route.routes || !route.path.startsWith(site.baseUrl)) return;
    const locales = pageLocales(siteDir, route.metadata?.sourceFilePath);
    if (locales.length < 2 || !locales.includes(current)) return;
    const rest = route.path.slice(site.baseUrl.length);
    alternates.set(
      route.path,
      locales.map((locale) => {
        const config = localeConfigs[locale as TranslatedLocale];
        return {
          hreflang: config?.htmlLang ?? locale,
          url: `${site.url}/${config ? `${config.path}/` : ''}${rest}`,
        };
      }),
    );
  };
  routes.forEach(visit);
  return alternates;
}
