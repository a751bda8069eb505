import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {terms} from '@tapcraft/data/terms';
import {
  localeTextFiles,
  refusedTermProblems,
  translationStatus,
  type PageState,
} from '@tapcraft/core/pages/translations';

/** What a page of a translated locale needs: the stale pages, by the file that backs them. */
export type TranslationsData = {stale: Record<string, PageState['changed']>};

/**
 * In a translated locale's build: refuses a translation whose English page
 * is gone or that has no record, and a page or UI string that writes a term
 * the term base refuses (src/data/terms.ts); gives pages the sections of
 * their English page that changed since they were translated, for the note
 * they show (src/components/TranslationNote). Under `npm start` the
 * problems are warnings: the writer is mid-edit.
 */
export default function translationsPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  const locale = i18n.currentLocale;
  return {
    name: 'tapcraft-translations',
    async allContentLoaded({actions}) {
      if (locale === i18n.defaultLocale) return;
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
      actions.setGlobalData({
        stale: Object.fromEntries(stale.map((page) => [page.translation, page.changed])),
      } satisfies TranslationsData);
    },
  };
}
