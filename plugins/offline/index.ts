import {readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin, TranslationFileContent} from '@docusaurus/types';
import ts from 'typescript';

import {offlineDocs, type OfflineDocsSettings} from '@tapcraft/data/offline';
import {docsPages, offlineManifest} from './manifest';
import {offlinePageHtml, offlinePageTexts, type OfflinePageTexts} from './offlinePage';
import {filesUnder} from '@tapcraft/core/filesUnder';
import {MANIFEST_FILE, WORKER_FILE, type OfflineGlobalData} from '@tapcraft/core/offline/files';
import {
  CACHE_PREFIX,
  DOWNLOAD_HEADER,
  offlineNames,
  type OfflineNames,
} from '@tapcraft/core/offline/names';
import type {WorkerSettings} from './workerSettings';

/**
 * For tests. The site passes none: the config is in the bundle every page
 * loads, with each plugin's options.
 */
export type OfflinePluginOptions = {
  /** `offlineDocs` of src/data/offline.ts unless given. */
  settings?: OfflineDocsSettings;
  /**
   * The docs page and heading that explain "Download for offline", relative
   * to the locale's base URL: the offline page links there. The build stops
   * when either is missing.
   */
  downloadHelp?: string;
};

const WORKER_SOURCE = path.join(__dirname, 'worker.ts');

/** `sw.js`: worker.ts as JavaScript, after the settings it reads. */
export function workerScript(settings: WorkerSettings): string {
  const {outputText} = ts.transpileModule(readFileSync(WORKER_SOURCE, 'utf8'), {
    compilerOptions: {target: ts.ScriptTarget.ES2020, removeComments: true},
  });
  // What remains of its type-only import.
  const code = outputText.replace(/^export \{\};\n?/m, '');
  if (/^\s*(import|export)\b/m.test(code)) {
    throw new Error(
      `${WORKER_SOURCE} may import types only: a service worker script cannot import`,
    );
  }
  return `// Written by plugins/offline from worker.ts.\nconst settings = ${JSON.stringify(settings)};\n${code}`;
}

function workerSettings(
  settings: OfflineDocsSettings,
  names: OfflineNames,
  offlinePage: string,
): WorkerSettings {
  const {assets, currentCaches, pagesCache, assetsCache} = names;
  const {enabled, visitedPages, visitedAssets, networkTimeoutMs} = settings;
  return {
    enabled,
    cachePrefix: CACHE_PREFIX,
    names: {assets, currentCaches, pagesCache, assetsCache},
    visitedPages,
    visitedAssets,
    networkTimeoutMs,
    downloadHeader: DOWNLOAD_HEADER,
    offlinePage,
  };
}

function checkSettings(settings: OfflineDocsSettings): void {
  for (const key of ['version', 'visitedPages', 'visitedAssets', 'networkTimeoutMs'] as const) {
    if (!Number.isInteger(settings[key]) || settings[key] < 1) {
      throw new Error(
        `offlineDocs.${key} in src/data/offline.ts must be a whole number from 1 up; got ${settings[key]}.`,
      );
    }
  }
}

/** The page that explains the download must exist, with the heading the offline page links to. */
async function checkDownloadHelp(
  url: string,
  routesPaths: string[],
  outDir: string,
  baseUrl: string,
) {
  const [page, anchor] = url.split('#') as [string, string | undefined];
  const html = routesPaths.includes(page)
    ? await readFile(path.join(outDir, `${page.slice(baseUrl.length)}.html`), 'utf8')
    : null;
  if (html === null || (anchor && !new RegExp(`\\sid=["']?${anchor}["'\\s>]`).test(html))) {
    throw new Error(
      `The offline page links to ${url}, which the build does not have (plugins/offline/index.ts, downloadHelp).`,
    );
  }
}

function messages(content: TranslationFileContent): OfflinePageTexts {
  return Object.fromEntries(
    Object.keys(offlinePageTexts).map((key) => [key, content[key]!.message]),
  ) as OfflinePageTexts;
}

/**
 * Offline docs (README, "Offline docs"). For each locale, after the build:
 * `sw.js` (./worker.ts, with the locale's settings and offline page) and
 * `offline/manifest.json`, what "Download for offline" fetches
 * (./manifest.ts); `scripts/postbuild.ts` adds `offline/size.json` once the
 * compressed copies exist (./size.ts). The pages register the worker after
 * they load (./register.ts). With `offlineDocs.enabled` false, `sw.js`
 * removes what earlier workers stored and unregisters itself, and the pages
 * register nothing.
 */
export default function offlinePlugin(
  context: LoadContext,
  {
    settings = offlineDocs,
    downloadHelp = 'docs/android/devtools#read-these-docs-offline',
  }: OfflinePluginOptions = {},
): Plugin<OfflinePageTexts> {
  checkSettings(settings);
  const {baseUrl, i18n, siteConfig} = context;
  const locale = i18n.currentLocale;
  // Not under `npm start`, which serves no sw.js.
  const workerRegistered = () => settings.enabled && process.env.NODE_ENV === 'production';
  return {
    name: 'tapcraft-offline',
    loadContent: async () => messages(offlinePageTexts),
    getTranslationFiles: async () => [{path: 'offline-page', content: offlinePageTexts}],
    translateContent: ({translationFiles}) => messages(translationFiles[0]!.content),
    async contentLoaded({actions}) {
      if (workerRegistered()) {
        actions.setGlobalData({version: settings.version} satisfies OfflineGlobalData);
      }
    },
    getClientModules() {
      return workerRegistered() ? [path.join(__dirname, 'register.ts')] : [];
    },
    async postBuild({outDir, routes, routesPaths, content}) {
      const downloadHelpUrl = `${baseUrl}${downloadHelp}`;
      const {htmlLang, direction} = i18n.localeConfigs[locale]!;
      const offlinePage = offlinePageHtml({
        texts: content!,
        siteTitle: siteConfig.title,
        htmlLang,
        direction,
        downloadHelpUrl,
        iconUrl: siteConfig.favicon && `${baseUrl}${siteConfig.favicon}`,
      });
      const names = offlineNames({baseUrl, locale, version: settings.version});
      await writeFile(
        path.join(outDir, WORKER_FILE),
        workerScript(workerSettings(settings, names, offlinePage)),
      );
      if (!settings.enabled) return;
      await checkDownloadHelp(downloadHelpUrl, routesPaths, outDir, baseUrl);
      const manifest = offlineManifest({
        locale,
        baseUrl,
        pages: docsPages(routes),
        builtFiles: (await filesUnder(outDir)).map((file) =>
          path.relative(outDir, file).split(path.sep).join('/'),
        ),
        pageHtml: (page) =>
          readFileSync(path.join(outDir, `${page.slice(baseUrl.length)}.html`), 'utf8'),
      });
      const manifestFile = path.join(outDir, MANIFEST_FILE);
      await mkdir(path.dirname(manifestFile), {recursive: true});
      await writeFile(manifestFile, JSON.stringify(manifest));
    },
  };
}
