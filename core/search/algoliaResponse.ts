import type {Answer} from './answers';
import type {EngineResult} from './engine';
import {highlightWords, type HighlightWord} from './queryWords';
import {CJK_CHAR} from './tokenize';
import type {Hierarchy, HierarchyLevel, SearchRecord} from './types';
import {escapeHtml} from '../escapeHtml';

export {escapeHtml};

/**
 * Turns engine results into exactly the Algolia response the DocSearch modal
 * and the search page read. DocSearch renders these strings as HTML, so this
 * module is the XSS boundary: every text is escaped first, then the only
 * markup added is our own highlight tags.
 */

export type HighlightValue = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

export type AlgoliaHit = Omit<SearchRecord, 'hierarchy' | 'content'> & {
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
    aliases?: HighlightValue[];
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content: HighlightValue;
    summary?: HighlightValue;
  };
};

export type AlgoliaSearchResponse = {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  /** Offline only: the API entry the query names (core/search/answers.ts). */
  answer?: Answer;
};

export type ResponseOptions = {
  query: string;
  indexName: string;
  page: number;
  hitsPerPage: number;
  highlightPreTag: string;
  highlightPostTag: string;
  snippetWords: number;
  /** Base of absolute URLs, e.g. `https://tapcraft.example` or the dev origin. */
  origin: string;
  processingTimeMS: number;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An entity that escaping wrote, or a run of text without one. */
const ENTITY_OR_TEXT = /&[#a-z0-9]+;|[^&]+/g;

type Highlighter = (text: string) => HighlightValue;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{N}/u;

/**
 * Whether a match from `start` to `end` of `text` begins a word or a part
 * of one (after `find_` or at the `C` of `findColor`), so the query "col"
 * marks "colour" but not "protocol". A one-letter match must be a whole
 * word: the `d` of `d(text=...)`, not every d of a sentence. CJK has no
 * word boundaries: any match counts.
 */
function startsWord(text: string, start: number, end: number): boolean {
  const first = text[start]!;
  if (CJK_CHAR.test(first)) return true;
  const before = text[start - 1];
  const startsPart =
    before === undefined ||
    !LETTER_OR_DIGIT.test(before) ||
    (LOWER.test(before) && UPPER.test(first)) ||
    DIGIT.test(before) !== DIGIT.test(first);
  if (!startsPart) return false;
  const after = text[end];
  return end - start > 1 || after === undefined || !LETTER_OR_DIGIT.test(after);
}

/**
 * Escapes a text, then wraps every match of a query word in highlight
 * tags. A word matched when it shows whole or all its parts do; the match
 * level is full when every word matched, as Algolia reports it. Made once
 * per query: a response highlights hundreds of strings.
 */
function createHighlighter(words: HighlightWord[], preTag: string, postTag: string): Highlighter {
  const alternatives = [
    ...new Set(words.flatMap(({whole, parts}) => [...whole, ...parts.flat()]).map(escapeHtml)),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (alternatives.length === 0) {
    return (text) => ({value: escapeHtml(text), matchLevel: 'none', matchedWords: []});
  }
  const pattern = new RegExp(alternatives.map(escapeRegExp).join('|'), 'giu');
  const wordsFound = (found: Set<string>) =>
    words
      .filter(
        ({whole, parts}) =>
          whole.some((form) => found.has(form)) ||
          (parts.length > 0 && parts.every((forms) => forms.some((form) => found.has(form)))),
      )
      .map(({word}) => word);
  // Hits of one page share their section and page titles: highlight each once.
  const highlighted = new Map<string, HighlightValue>();
  return (text) => {
    const known = highlighted.get(text);
    if (known) return known;
    const found = new Set<string>();
    const mark = (chunk: string) =>
      chunk.replace(pattern, (hit: string, offset: number) => {
        if (!startsWord(chunk, offset, offset + hit.length)) return hit;
        found.add(hit.toLowerCase());
        return `${preTag}${hit}${postTag}`;
      });
    const escaped = escapeHtml(text);
    // Never match inside an entity such as &amp; that escaping introduced.
    const value = escaped.includes('&')
      ? escaped.replace(ENTITY_OR_TEXT, (chunk) =>
          chunk.startsWith('&') && chunk.endsWith(';') ? chunk : mark(chunk),
        )
      : mark(escaped);
    const matchedWords = wordsFound(found);
    const matchLevel =
      matchedWords.length === 0
        ? 'none'
        : matchedWords.length === words.length
          ? 'full'
          : 'partial';
    const result: HighlightValue = {value, matchLevel, matchedWords};
    highlighted.set(text, result);
    return result;
  };
}

/** Words given as plain terms, each its own whole: for callers outside a query. */
function termsAsWords(terms: string[]): HighlightWord[] {
  return terms.map((term) => ({word: term.toLowerCase(), whole: [term.toLowerCase()], parts: []}));
}

export function highlight(
  text: string,
  terms: string[],
  preTag: string,
  postTag: string,
): HighlightValue {
  return createHighlighter(termsAsWords(terms), preTag, postTag)(text);
}

const WHITESPACE_RUN = /\s+/g;

/**
 * Where a text's tokens meet: it reads as words and the whitespace between
 * them (`text.split(/(\s+)/)`), and token k runs from `cuts[k - 1]` (or 0)
 * to `cuts[k]` (or the end). Words are the even tokens; the first and the
 * last may be empty. Offsets only, so no token is copied out.
 */
function tokenCuts(text: string): number[] {
  const cuts: number[] = [];
  for (const run of text.matchAll(WHITESPACE_RUN)) cuts.push(run.index, run.index + run[0].length);
  return cuts;
}

/** The first word token containing one of the lower-cased terms, or -1. */
function firstMatchingToken(text: string, cuts: number[], lowerTerms: string[]): number {
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    // The earliest match anywhere is in the first token with a match.
    let first = -1;
    for (const term of lowerTerms) {
      const at = lower.indexOf(term);
      if (at !== -1 && (first === -1 || at < first)) first = at;
    }
    if (first === -1) return -1;
    let token = 0;
    while (token < cuts.length && cuts[token]! <= first) token += 1;
    return token;
  }
  // Lower-casing changed some lengths, so offsets differ: test word by word.
  for (let token = 0; token <= cuts.length; token += 2) {
    const word = text.slice(cuts[token - 1] ?? 0, cuts[token] ?? text.length).toLowerCase();
    if (lowerTerms.some((term) => word.includes(term))) return token;
  }
  return -1;
}

/** A window of about `words` words around the first match, highlighted. */
function snippetWith(
  highlighter: Highlighter,
  text: string,
  lowerTerms: string[],
  words: number,
): HighlightValue {
  const cuts = tokenCuts(text);
  const tokenCount = cuts.length + 1;
  // Tokens are words and the whitespace between them: two per word.
  const tokenSpan = words * 2;
  const firstMatch = firstMatchingToken(text, cuts, lowerTerms);
  const start = Math.max(0, (firstMatch < 0 ? 0 : firstMatch) - Math.floor(tokenSpan / 3));
  const end = Math.min(tokenCount, start + tokenSpan);
  const from = cuts[start - 1] ?? 0;
  const to = cuts[end - 1] ?? text.length;
  // The ellipses stand for words left out, not for whitespace.
  const cutBefore = text.slice(0, from).trim() !== '';
  const cutAfter = text.slice(to).trim() !== '';
  const window = text.slice(from, to).trim();
  return highlighter(`${cutBefore ? '… ' : ''}${window}${cutAfter ? ' …' : ''}`);
}

export function snippet(
  text: string,
  terms: string[],
  words: number,
  preTag: string,
  postTag: string,
): HighlightValue {
  return snippetWith(
    createHighlighter(termsAsWords(terms), preTag, postTag),
    text,
    terms.map((term) => term.toLowerCase()),
    words,
  );
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Highlighting and snippets for one query, each text worked out once. */
function createMarkers(options: ResponseOptions): {highlight: Highlighter; snippet: Highlighter} {
  const words = highlightWords(options.query);
  const highlighter = createHighlighter(words, options.highlightPreTag, options.highlightPostTag);
  // Where a snippet starts: the first place any form of a word shows.
  const terms = [...new Set(words.flatMap(({whole, parts}) => [...whole, ...parts.flat()]))];
  const snippets = new Map<string, HighlightValue>();
  return {
    highlight: highlighter,
    snippet(text) {
      let result = snippets.get(text);
      if (!result) {
        result = snippetWith(highlighter, text, terms, options.snippetWords);
        snippets.set(text, result);
      }
      return result;
    },
  };
}

function toHit(
  record: SearchRecord,
  markers: ReturnType<typeof createMarkers>,
  origin: string,
): AlgoliaHit {
  const highlighted: AlgoliaHit['_highlightResult']['hierarchy'] = {};
  const snippets: AlgoliaHit['_snippetResult']['hierarchy'] = {};
  const hierarchy = {} as Record<HierarchyLevel, string | null>;
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    hierarchy[level] = text === null ? null : escapeHtml(text);
    if (text !== null) {
      highlighted[level] = markers.highlight(text);
      snippets[level] = markers.snippet(text);
    }
  }
  const content = record.content ?? '';
  const {aliases, summary} = record;
  return {
    ...record,
    hierarchy: hierarchy as Hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    ...(summary !== undefined && {summary: escapeHtml(summary)}),
    ...(aliases && {aliases: aliases.map(escapeHtml)}),
    url: new URL(record.url, origin).href,
    _highlightResult: {
      hierarchy: highlighted,
      ...(record.content !== null && {content: markers.highlight(content)}),
      ...(aliases && {aliases: aliases.map(markers.highlight)}),
    },
    _snippetResult: {
      hierarchy: snippets,
      content: markers.snippet(content),
      ...(summary !== undefined && {summary: markers.snippet(summary)}),
    },
  };
}

export function toAlgoliaResponse(
  results: EngineResult[],
  options: ResponseOptions,
): AlgoliaSearchResponse {
  const hitsPerPage = Math.max(1, Math.min(1000, Math.floor(options.hitsPerPage)));
  const nbHits = results.length;
  const nbPages = Math.ceil(nbHits / hitsPerPage);
  const page = Math.max(0, Math.floor(options.page));
  const markers = createMarkers(options);
  const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: pageResults.map(({record}) => toHit(record, markers, options.origin)),
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    query: options.query,
    params: new URLSearchParams({
      query: options.query,
      page: String(page),
      hitsPerPage: String(hitsPerPage),
    }).toString(),
    index: options.indexName,
    processingTimeMS: options.processingTimeMS,
  };
}
