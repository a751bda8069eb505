import type {TranslationFileContent} from '@docusaurus/types';

import {escapeHtml} from '@tapcraft/core/escapeHtml';

/**
 * The texts of the offline page, in English. Other locales translate them in
 * `i18n/<locale>/tapcraft-offline/offline-page.json`
 * (`npm run write-translations -- --locale <locale>` writes the file).
 */
export const offlinePageTexts = {
  title: {
    message: 'You are offline',
    description: 'Heading and title of the page shown offline for a page that is not saved',
  },
  body: {
    message: 'This page is not saved on this device, and the network did not answer.',
    description: 'Offline page: why the page cannot be shown',
  },
  retry: {
    message: 'Try again',
    description: 'Offline page: a link that loads the page again',
  },
  download: {
    message: 'Save the docs to read them without a connection',
    description: 'Offline page: a link to the instructions for "Download for offline"',
  },
} satisfies TranslationFileContent;

export type OfflinePageTexts = Record<keyof typeof offlinePageTexts, string>;

export type OfflinePage = {
  texts: OfflinePageTexts;
  siteTitle: string;
  htmlLang: string;
  direction: string;
  /** Where "Download for offline" is explained, with the locale's base URL. */
  downloadHelpUrl: string;
  /** The site's icon, with the base URL, if it has one: a download holds it. */
  iconUrl?: string;
};

/**
 * The page the worker shows for a page that neither the network nor a cache
 * can give: one HTML document with its style inline, which needs nothing
 * else from the site. "Try again" loads the same address again.
 */
export function offlinePageHtml({
  texts,
  siteTitle,
  htmlLang,
  direction,
  downloadHelpUrl,
  iconUrl,
}: OfflinePage) {
  const text = (key: keyof OfflinePageTexts) => escapeHtml(texts[key]);
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang)}" dir="${escapeHtml(direction)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${iconUrl ? `<link rel="icon" href="${escapeHtml(iconUrl)}">\n` : ''}<title>${text('title')} | ${escapeHtml(siteTitle)}</title>
<style>
body{margin:0;font:1rem/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#fff}
main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem}
a{color:#0b766c}
</style>
</head>
<body>
<main>
<h1>${text('title')}</h1>
<p>${text('body')}</p>
<p><a href="">${text('retry')}</a></p>
<p><a href="${escapeHtml(downloadHelpUrl)}">${text('download')}</a></p>
</main>
</body>
</html>
`;
}
