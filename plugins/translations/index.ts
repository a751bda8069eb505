import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {terms} from '@tapcraft/data/terms';
import {translatedLocales} from '@tapcraft/data/locales';
import {pageLocales} from '@tapcraft/core/pages/locale';
import {
  localeTextFiles,
  refusedTermProblems,
  translationStatus,
  type PageState,
} from '@tapcraft/core/pages/translations';

/** What pages need (src/components/TranslationNote, src/theme/SiteMetadata). */
export type TranslationsData = {
  /** The stale translations of this locale, by the file that backs them. */
  stale: Record<string, PageState['changed']>;
  /** Pages not written in every locale, by path without the locale's base URL: the locales they are written in. */
  partial: Record<string, string[]>;
};

type Page = {source: string; permalink: string};
type AllContent = {
  'docusaurus-plugin-content-docs'?: {default?: {loadedVersions: Array<{docs: Page[]}>}};
  'docusaurus-plugin-content-blog'?: {default?: {blogPosts: Array<{metadata: Page}>}};
};

/** The docs and posts that are not written in every locale, with those they are. */
function partialPages(context: LoadContext, allContent: AllContent): TranslationsData['partial'] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default?.loadedVersions[0]?.docs ?? [];
  const posts = allContent['docusaurus-plugin-content-blog']?.default?.blogPosts ?? [];
  const {baseUrl} = context.siteConfig;
  const partial: TranslationsData['partial'] = {};
  for (const {source, permalink} of [...docs, ...posts.map((post) => post.metadata)]) {
    const locales = pageLocales(context.siteDir, source.replace(/^@site\//, ''));
    if (locales.length <= translatedLocales.length)
      partial[`/${permalink.slice(baseUrl.length)}`] = locales;
  }
  return partial;
}

/** The stale translations of `locale`, after refusing unrecorded or orphaned ones and refused terms. */
async function checkedStaleness(
  siteDir: string,
  locale: string,
): Promise<TranslationsData['stale']> {
  const {pages, problems} = await translationStatus(siteDir, locale);
  for (const file of localeTextFiles(siteDir, locale)) {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    problems.push(...refusedTermProblems(text, file, terms));
  }
  if (problems.length > 0) {
    const message = `The ${locale} translations need attention:\n${problems.join('\n')}`;
    if (process.env.NODE_ENV === 'production') throw new Error(message);
    console.warn(`[translations] ${message}`);
  }
  const stale = pages.filter((page) => page.changed.length > 0);
  return Object.fromEntries(stale.map((page) => [page.translation, page.changed]));
}

/**
 * Gives every locale's pages the locales each is written in (for hreflang).
 * In a translated locale's build, also refuses a translation whose English
 * page is gone or that has no record, and a page or UI string that writes a
 * term the term base refuses (src/data/terms.ts), and gives pages the
 * sections of their English page that changed since they were translated.
 * Under `npm start` the problems are warnings: the writer is mid-edit.
 */
export default function translationsPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  return {
    name: 'tapcraft-translations',
    async allContentLoaded({allContent, actions}) {
      const english = i18n.currentLocale === i18n.defaultLocale;
      actions.setGlobalData({
        stale: english ? {} : await checkedStaleness(siteDir, i18n.currentLocale),
        partial: partialPages(context, allContent as AllContent),
      } satisfies TranslationsData);
    },
  };
}
