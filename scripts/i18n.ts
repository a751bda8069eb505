/**
 * The translators' commands (CONTRIBUTING.md, "Translators"):
 *
 *   npm run i18n:record -- <translation files…>   # record what English each was made from
 *   npm run i18n:record                            # record the translations that have no record yet
 *   npm run i18n:status                            # coverage, stale pages, problems; exits 1 on problems
 */
import path from 'node:path';

import {translatedLocales} from '@tapcraft/data/locales';
import {apiPages} from '@tapcraft/core/api/page';
import {sitePath} from '@tapcraft/core/pages/locale';
import {loadPages} from '@tapcraft/core/pages/parse';
import {
  CONTENT_DIRS,
  readRecords,
  recordTranslations,
  translationFiles,
  translationStatus,
  uiStrings,
  type PageState,
} from '@tapcraft/core/pages/translations';

const siteDir = process.cwd();

/** The locale of a translation file: `i18n/zh-Hans/…` → `zh-Hans`. */
function localeOf(file: string): string {
  const locale = /^i18n\/([^/]+)\//.exec(file)?.[1];
  if (!locale || !(translatedLocales as string[]).includes(locale)) {
    throw new Error(
      `${file} is not under i18n/<locale>/ of a translated locale (${translatedLocales.join(', ')})`,
    );
  }
  return locale;
}

async function record(files: string[]): Promise<void> {
  const relative = files.map((file) => path.relative(siteDir, path.resolve(file)));
  for (const locale of translatedLocales) {
    const recorded = new Set(Object.keys(readRecords(siteDir, locale)));
    const mine = relative.length
      ? relative.filter((file) => localeOf(file) === locale)
      : translationFiles(siteDir, locale).filter((file) => !recorded.has(sitePath(file)));
    const done = await recordTranslations(siteDir, locale, mine);
    done.forEach((file) => console.log(`${locale}: recorded ${file}`));
  }
}

/** The part of the site a page belongs to, for coverage. */
function areaOf(file: string, apiFiles: Set<string>): string {
  if (apiFiles.has(file)) return 'API reference';
  return file.startsWith('docs/') ? 'docs' : file.startsWith('blog/') ? 'blog' : 'pages';
}

function coverage(pages: PageState[], apiFiles: Set<string>, locale: string): string[] {
  const areas = new Map<string, [translated: number, total: number]>();
  for (const page of pages) {
    const counts = areas.get(areaOf(page.file, apiFiles)) ?? [0, 0];
    areas.set(areaOf(page.file, apiFiles), [counts[0] + (page.translation ? 1 : 0), counts[1] + 1]);
  }
  const strings = uiStrings(siteDir, locale);
  areas.set('UI strings', [strings.filter((s) => s.translated).length, strings.length]);
  return [...areas].map(
    ([area, [done, total]]) =>
      `  ${area}: ${done}/${total} (${Math.round((100 * done) / total)} %)`,
  );
}

async function status(): Promise<number> {
  const english = await loadPages(siteDir, CONTENT_DIRS);
  const apiFiles = new Set(apiPages(english).map((page) => page.file));
  let failed = 0;
  for (const locale of translatedLocales) {
    const {pages, problems} = await translationStatus(siteDir, locale);
    console.log(`${locale} coverage:\n${coverage(pages, apiFiles, locale).join('\n')}`);
    const stale = pages.filter((page) => page.changed.length > 0);
    console.log(`${locale} stale pages: ${stale.length}`);
    for (const page of stale) {
      console.log(
        `  ${page.translation}: ${page.changed.map((c) => c.title || '(introduction)').join('; ')}`,
      );
    }
    problems.forEach((problem) => console.log(`  problem: ${problem}`));
    failed += problems.length;
  }
  return failed > 0 ? 1 : 0;
}

async function main([command, ...files]: string[]): Promise<number> {
  if (command === 'record') return record(files).then(() => 0);
  if (command === 'status') return status();
  console.error('usage: tsx scripts/i18n.ts record [files…] | status');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
