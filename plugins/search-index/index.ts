import type {Root} from 'mdast';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';

import {pageTerms} from '@tapcraft/data/api-aliases';
import {defaultLocale} from '@tapcraft/data/locales';
import {apiPlatforms} from '@tapcraft/data/platforms-api';
import {productTerms} from '@tapcraft/data/terms';
import {aliasTexts} from '@tapcraft/core/search/aliases';
import {answerCards} from '@tapcraft/core/api/views';
import {BuildCache, codeFiles, codeVersion, contentHash} from '@tapcraft/core/buildCache';
import {packIndex} from '@tapcraft/core/search/indexFile';
import {platformOfPath} from '@tapcraft/core/search/platform';
import {siteApiReference} from '../api-reference';
import type {ApiModel} from '@tapcraft/core/api/model';
import {loadPage, PageParseError} from '@tapcraft/core/pages/parse';
import type {SearchIndexFile, SearchRecord} from '@tapcraft/core/search/types';
import {attachAliases, buildPageRecords, type PageSource} from './buildRecords';

export type SearchIndexPluginOptions = {
  /** `algolia` when hosted credentials are configured; the UI reads it from global data. */
  mode: 'local' | 'algolia';
  /** lvl0 label of each docs sidebar id, e.g. `{bar_android: 'Android'}`. */
  sidebarSections: Record<string, string>;
  /** React pages have no Markdown to read: index their title and description. */
  reactPages: Record<string, {title: string; description: string}>;
};

/** Name of the generated data module the browser imports lazily. */
export const INDEX_FILE = 'search-index.json';
/** The answer cards (core/search/answers.ts), fetched with the index. */
export const ANSWERS_FILE = 'answer-cards.json';

type DocLike = {
  title: string;
  description: string;
  source: string;
  permalink: string;
  sidebar?: string;
  unlisted?: boolean;
  draft?: boolean;
};
type BlogPostLike = {metadata: DocLike & {unlisted?: boolean}};
type PageLike = {
  type: 'mdx' | 'jsx';
  permalink: string;
  source: string;
  title?: string;
  description?: string;
};

type AllContent = {
  'docusaurus-plugin-content-docs'?: {default?: {loadedVersions: Array<{docs: DocLike[]}>}};
  'docusaurus-plugin-content-blog'?: {default?: {blogPosts: BlogPostLike[]}};
  'docusaurus-plugin-content-pages'?: {default?: PageLike[]};
};

/** A page's parsed tree and the hash of its text, or neither. */
export type ReadPage = Pick<PageSource, 'tree' | 'sourceHash'>;

/**
 * A page's parsed tree by its aliased source (`@site/docs/intro.mdx`), or
 * nothing while it does not parse: a writer is mid-edit under `npm start`,
 * and the MDX loader shows them the error with its file and line (a build
 * still fails). The page is found by title and description meanwhile.
 */
export function pageReader(siteDir: string): (source: string) => Promise<ReadPage> {
  return async (source) => {
    const file = aliasedSitePathToRelativePath(source);
    try {
      const {tree, hash} = await loadPage(siteDir, file);
      return {tree, sourceHash: hash};
    } catch (error) {
      if (!(error instanceof PageParseError)) throw error;
      console.warn(`[search index] ${error.message}: only its title and description are indexed`);
      return {};
    }
  };
}

/** Where the site serves a page: an index doc's permalink ends with a slash that the config may drop. */
export type UrlOfPage = (permalink: string) => string;

/** Collects every page the site renders, with the text a reader searches for. */
export async function collectPages(
  allContent: AllContent,
  readPage: (source: string) => Promise<ReadPage>,
  options: SearchIndexPluginOptions,
  {urlOf, baseUrl}: {urlOf: UrlOfPage; baseUrl: string},
): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  const docs = allContent['docusaurus-plugin-content-docs']?.default?.loadedVersions[0]?.docs ?? [];
  for (const doc of docs) {
    if (doc.unlisted || doc.draft) continue;
    pages.push({
      url: urlOf(doc.permalink),
      title: doc.title,
      description: doc.description,
      ...(await readPage(doc.source)),
      section: options.sidebarSections[doc.sidebar ?? ''] ?? 'Docs',
      docusaurusTag: 'docs-default-current',
      pageRank: doc.permalink.includes('/api/') ? 3 : 2,
      // A locale's permalinks start with its base URL (/zh-Hans/docs/…).
      platform: platformOfPath(`/${doc.permalink.slice(baseUrl.length)}`),
    });
  }
  for (const {metadata: post} of allContent['docusaurus-plugin-content-blog']?.default?.blogPosts ??
    []) {
    if (post.unlisted) continue;
    pages.push({
      url: urlOf(post.permalink),
      title: post.title,
      description: post.description,
      ...(await readPage(post.source)),
      section: 'Blog',
      docusaurusTag: 'default',
      pageRank: 1,
    });
  }
  for (const page of allContent['docusaurus-plugin-content-pages']?.default ?? []) {
    const react = options.reactPages[`/${page.permalink.slice(baseUrl.length)}`];
    if (page.type === 'mdx') {
      pages.push({
        url: urlOf(page.permalink),
        title: page.title ?? page.permalink,
        description: page.description,
        ...(await readPage(page.source)),
        section: 'Pages',
        docusaurusTag: 'default',
        pageRank: 1.5,
      });
    } else if (react) {
      pages.push({
        url: urlOf(page.permalink),
        ...react,
        section: 'Pages',
        docusaurusTag: 'default',
        pageRank: 1.5,
      });
    }
  }
  return pages;
}

const PLATFORM_FOLDER = new RegExp(`/docs/(?:${apiPlatforms.join('|')})/(?:api/)?`);

/**
 * Pages in the order the index file stores them: by path without the
 * platform's folder, so each comes beside its counterparts on the other
 * platforms (`/docs/android/api/screen/ocr`, then `/docs/ios/api/screen/ocr`).
 * Their texts are much alike, and gzip finds a repeat only within the last
 * 32 KB it read.
 */
export function byCounterparts(pages: PageSource[]): PageSource[] {
  const key = (page: PageSource) => page.url.replace(PLATFORM_FOLDER, '/docs/');
  return [...pages].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Where each alias leads, with its texts: the API entries the model gives
 * aliases to, and the pages of src/data/api-aliases.ts's `pageTerms` and
 * src/data/terms.ts's `productTerms` (terms such as 卡密 and HID 板 that
 * name a page, not an entry).
 */
export function aliasTargets(
  model: ApiModel,
  urlOf: UrlOfPage,
): Array<{url: string; texts: string[]; source: string}> {
  const withSlash = (url: string) => {
    const [pathname = '', anchor] = url.split('#');
    return anchor === undefined ? urlOf(pathname) : `${urlOf(pathname)}#${anchor}`;
  };
  const entries = model.entries.flatMap((entry) =>
    entry.aliases
      ? [{url: withSlash(entry.url), texts: aliasTexts(entry.aliases), source: entry.id}]
      : [],
  );
  const pages = [...pageTerms, ...productTerms].map((term) => ({
    url: withSlash(term.page),
    texts: aliasTexts({terms: [term]}),
    source: `src/data/api-aliases.ts (${term.page})`,
  }));
  return [...entries, ...pages];
}

/**
 * Builds the offline search index from the site's own content at load time,
 * so it exists under `npm start` as well as in production builds. The index
 * is a generated JSON file that the search UI fetches on first use (`new
 * URL(..., import.meta.url)`): the rule below makes the bundler emit it as a
 * file with a content hash in its name, among the immutable assets, instead
 * of a script chunk. It is never loaded with a page.
 *
 * Under `npm start` every saved file runs `allContentLoaded` again (once per
 * plugin that watches the file); the caches below make that re-read and
 * re-parse only the file that changed, and a build parse only what changed
 * since the last one.
 */
export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexPluginOptions,
): Plugin {
  const readPage = pageReader(context.siteDir);
  // Under `npm start` a save changes one page: the others keep their tree, and their records.
  const kept = new WeakMap<Root, {key: string; records: SearchRecord[]}>();
  const recordsOf = (page: PageSource): SearchRecord[] => {
    const {tree, ...fields} = page;
    if (!tree) return buildPageRecords(page);
    const key = JSON.stringify(fields);
    const found = kept.get(tree);
    if (found?.key === key) return found.records;
    const records = buildPageRecords(page);
    kept.set(tree, {key, records});
    return records;
  };
  // Index files kept by what they are made of: a warm build derives no record.
  const packed = new BuildCache<SearchIndexFile>(
    context.siteDir,
    'search-index',
    codeVersion(
      context.siteDir,
      codeFiles(context.siteDir, ['core', 'plugins/search-index', 'src/data']),
    ),
  );
  return {
    name: 'tapcraft-search-index',
    async allContentLoaded({allContent, actions}) {
      const {trailingSlash, baseUrl} = context.siteConfig;
      const {currentLocale} = context.i18n;
      const urlOf = (url: string) => applyTrailingSlash(url, {trailingSlash, baseUrl});
      const content = allContent as AllContent;
      // A locale's index holds its own pages, translated or not: its records carry the locale.
      // In a translation the reference keeps each section's lead only, so the
      // index stays within its budget; UPGRADING.md ("Search") says what that costs.
      const lead = currentLocale !== defaultLocale;
      const pages = byCounterparts(
        await collectPages(content, readPage, options, {urlOf, baseUrl}),
      ).map((page): PageSource => ({
        ...page,
        language: currentLocale,
        ...(lead && page.url.includes('/api/') && {bodyText: 'lead'}),
      }));
      // The model's URLs are the English paths: in a locale's build they take its base URL.
      const localUrlOf = (url: string) => urlOf(`${baseUrl}${url.slice(1)}`);
      const {model, pages: apiPages} = await siteApiReference(context.siteDir, currentLocale);
      const targets = aliasTargets(model, localUrlOf);
      // A page's fields hold the hash of its text, so they and the targets are what the file is made of.
      const made = JSON.stringify([pages.map(({tree: _tree, ...fields}) => fields), targets]);
      const file = await packed.get(contentHash(made), () =>
        // Copies: attachAliases writes into records, and the memo keeps them for the next reload.
        packIndex(
          attachAliases(
            pages.flatMap(recordsOf).map((record) => ({...record})),
            targets,
          ),
        ),
      );
      await actions.createData(INDEX_FILE, JSON.stringify(file));
      await actions.createData(ANSWERS_FILE, JSON.stringify(answerCards(model, apiPages)));
      actions.setGlobalData({mode: options.mode});
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /tapcraft-search-index[\\/]default[\\/](search-index|answer-cards)\.json$/,
              dependency: 'url',
              type: 'asset/resource',
              generator: {filename: 'assets/search/[name].[contenthash:8][ext]'},
            },
          ],
        },
      };
    },
  };
}
