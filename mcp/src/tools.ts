import type {ApiPlatform} from '@tapcraft/data/platforms-api';
import {defaultLocale, localeConfigs, translatedLocales} from '@tapcraft/data/locales';
import {snippet} from '@tapcraft/core/search/algoliaResponse';
import {platformFilter} from '@tapcraft/core/search/platform';
import {highlightWords} from '@tapcraft/core/search/queryWords';
import {findAnswer, type Answer} from '@tapcraft/core/search/answers';
import {servedPath} from '@tapcraft/core/markdown/paths';
import {
  availability,
  findEntries,
  ToolInputError,
  unknownSymbolError,
  type Availability,
} from './api';
import type {DocsData, ExportedEntry, ExportedModule} from './data';
import {tapcraftNames} from './python';
import type {Diagnostic, PyrightPool} from './pyrightPool';

export const MAX_QUERY_CHARS = 200;
export const DEFAULT_RESULTS = 8;
export const MAX_RESULTS = 50;
export const MAX_SYMBOLS = 50;
/** A symbol is a dotted name: the model's longest id has 64 characters. */
export const MAX_SYMBOL_CHARS = 200;
export const MAX_URL_CHARS = 2_000;
/** One line of pyright's report per error, and a script with thousands says no more after these. */
const MAX_DIAGNOSTICS = 100;
/** Words around the first match in a result's snippet, as the site's search shows it. */
const SNIPPET_WORDS = 24;

export type SearchResult = {
  title: string;
  section: string;
  /** The heading the match sits under, when it is not the page top. */
  heading: string | null;
  url: string;
  snippet: string;
};

/**
 * The answer card the site's search shows above its hits, for an assistant:
 * the entry the query names, where else it exists, and for another tool's
 * call or a Chinese term what it becomes and what changes.
 */
export type AnswerResult = SearchResult & {
  answer: {
    id: string;
    signature: string;
    since: Answer['entry']['since'];
    example?: string;
    /** The same call on the other platforms: id and URL. */
    counterparts: Array<{id: string; url: string}>;
    alias?: Answer['alias'];
  };
};

export type ToolContext = {data: DocsData; pyright: PyrightPool};

export function absoluteUrl(data: DocsData, url: string): string {
  return new URL(url, data.manifest.site).href;
}

/** The locales the tools take: English, and each translation of the site. */
export const LOCALES = [defaultLocale, ...translatedLocales] as const;
export type Locale = (typeof LOCALES)[number];

/** A path in `locale`: `/docs/intro` → `/zh-Hans/docs/intro`; a path already in a locale stays. */
function inLocale(path: string, locale?: Locale): string {
  if (!locale || locale === defaultLocale) return path;
  const prefix = `/${localeConfigs[locale].path}`;
  return path === prefix || path.startsWith(`${prefix}/`) ? path : `${prefix}${path}`;
}

function answerResult(
  data: DocsData,
  {entry, counterparts, alias}: Answer,
  locale?: Locale,
): AnswerResult {
  return {
    title: entry.qualified,
    section: 'API answer',
    heading: null,
    url: absoluteUrl(data, inLocale(entry.url, locale)),
    snippet: entry.summary,
    answer: {
      id: entry.id,
      signature: entry.signature,
      since: entry.since,
      ...(entry.example && {example: entry.example}),
      counterparts: counterparts.map(({id, url}) => ({
        id,
        url: absoluteUrl(data, inLocale(url, locale)),
      })),
      ...(alias && {alias}),
    },
  };
}

/** The site's hits for `query`, after the answer card when the query names an API entry. */
export function searchDocs(
  {data}: ToolContext,
  query: string,
  platform?: ApiPlatform,
  limit = DEFAULT_RESULTS,
  locale?: Locale,
): Array<SearchResult | AnswerResult> {
  const text = query.trim();
  if (text === '') throw new ToolInputError('The query is empty: give a few words to search for.');
  const answer = findAnswer(data.answers, text, {platform});
  const results: Array<SearchResult | AnswerResult> = answer
    ? [answerResult(data, answer, locale)]
    : [];
  // Where a snippet starts: the first place any form of a query word shows, as on the site.
  const terms = [
    ...new Set(highlightWords(text).flatMap(({whole, parts}) => [...whole, ...parts.flat()])),
  ];
  const facetFilters = platform ? [platformFilter(platform)] : [];
  const engine = !locale || locale === defaultLocale ? data.engine : data.localeEngine(locale);
  for (const {record} of engine.search(text, facetFilters).slice(0, limit - results.length)) {
    const {hierarchy} = record;
    const levels = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6];
    const heading = levels.filter(Boolean).at(-1) ?? null;
    // A heading's record carries the text under it, which the site shows for it too.
    const body = record.content ?? record.summary ?? heading ?? hierarchy.lvl1 ?? '';
    results.push({
      title: hierarchy.lvl1 ?? hierarchy.lvl0,
      section: hierarchy.lvl0,
      heading,
      url: absoluteUrl(data, record.url),
      snippet: snippet(body, terms, SNIPPET_WORDS, '', '').value,
    });
  }
  return results;
}

/** `https://tapcraft.example/docs/intro.md#x`, `/docs/intro` or `docs/intro` → `/docs/intro`. */
export function pagePath({data}: ToolContext, urlOrPath: string): string {
  const text = urlOrPath.trim();
  if (text === '') throw new ToolInputError('Give a page URL or path, such as /docs/intro.');
  const site = new URL(data.manifest.site);
  let url: URL;
  try {
    url = new URL(text, site);
  } catch {
    throw new ToolInputError(`"${text}" is not a URL or a path of ${site.host}.`);
  }
  if (url.host !== site.host) {
    throw new ToolInputError(
      `${url.host} is another site; get_page serves only the ${data.manifest.product} docs at ${site.origin}.`,
    );
  }
  return servedPath(url.pathname.replace(/\.(md|html)$/, ''));
}

export function getPage(context: ToolContext, urlOrPath: string, locale?: Locale): string {
  const wanted = inLocale(pagePath(context, urlOrPath), locale);
  const page = context.data.pages.get(wanted);
  if (page) return page.markdown;
  const nearest = [...context.data.pages.keys()]
    .map((known) => ({known, score: commonPrefix(known, wanted)}))
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map(({known}) => known);
  throw new ToolInputError(
    `No page at ${wanted}. Pages with the nearest paths: ${nearest.join(', ')}. search_docs finds pages by topic.`,
  );
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * The entries a name stands for; for another tool's call (`images.findColor`,
 * `d.click`) or a Chinese term, the entry it becomes, with the alias and
 * what differs.
 */
export function getApi(
  {data}: ToolContext,
  symbol: string,
  platform?: ApiPlatform,
): Array<ExportedEntry & {alias?: Answer['alias']}> {
  if (symbol.trim() === '')
    throw new ToolInputError('The symbol is empty: give a name such as find_colors.');
  const entries: Array<ExportedEntry & {alias?: Answer['alias']}> = findEntries(
    data.api,
    symbol,
    platform,
  );
  const answer = entries.length === 0 ? findAnswer(data.answers, symbol, {platform}) : null;
  const aliased = data.api.entries.find((entry) => entry.id === answer?.entry.id);
  if (aliased) entries.push({...aliased, ...(answer!.alias && {alias: answer!.alias})});
  if (entries.length === 0) throw unknownSymbolError(data.api, symbol, platform);
  return entries.map((entry) => ({...entry, url: absoluteUrl(data, entry.url)}));
}

export function checkAvailability(
  {data}: ToolContext,
  symbols: string[],
  platform: ApiPlatform,
): Availability[] {
  if (symbols.length === 0) throw new ToolInputError('Give at least one name to check.');
  return symbols.map((symbol) =>
    availability(data.api, symbol, platform, (url) => absoluteUrl(data, url)),
  );
}

export type PythonCheck = {
  platform: ApiPlatform;
  /** The first MAX_DIAGNOSTICS, in pyright's order. */
  diagnostics: Diagnostic[];
  /** How many more pyright reported, when there were more. */
  diagnosticsLeftOut?: number;
  /** Every `tapcraft` name the script uses, with the page that documents it (null when none does). */
  names: Array<{name: string; url: string | null}>;
};

export async function checkPython(
  context: ToolContext,
  code: string,
  platform: ApiPlatform,
): Promise<PythonCheck> {
  const {data} = context;
  if (code.trim() === '') throw new ToolInputError('The code is empty.');
  const diagnostics = await context.pyright.check(code, platform);
  const entries = new Map(data.api.entries.map((entry) => [entry.id, entry.url]));
  const modules = new Map(data.api.modules.map((module) => [module.id, module.url]));
  const names = tapcraftNames(code).map((name) => {
    const url = entries.get(name) ?? modules.get(name);
    return {name, url: url ? absoluteUrl(data, url) : null};
  });
  const leftOut = diagnostics.length - MAX_DIAGNOSTICS;
  return {
    platform,
    diagnostics: diagnostics.slice(0, MAX_DIAGNOSTICS),
    ...(leftOut > 0 && {diagnosticsLeftOut: leftOut}),
    names,
  };
}

export function listModules({data}: ToolContext, platform: ApiPlatform): ExportedModule[] {
  return data.api.modules
    .filter((module) => module.platform === platform || module.platform === 'common')
    .map((module) => ({...module, url: absoluteUrl(data, module.url)}));
}
