import type {EngineResult} from './engine';
import {highlightTerms} from './tokenize';
import type {Hierarchy, HierarchyLevel, SearchRecord} from './types';

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
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content: HighlightValue;
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

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_SIGNIFICANT = /[&<>"']/;
const HTML_SIGNIFICANT_ALL = /[&<>"']/g;

export function escapeHtml(text: string): string {
  // Most texts have nothing to escape; testing first spares a copy of each.
  return HTML_SIGNIFICANT.test(text)
    ? text.replace(HTML_SIGNIFICANT_ALL, (char) => HTML_ESCAPES[char]!)
    : text;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An entity that escaping wrote, or a run of text without one. */
const ENTITY_OR_TEXT = /&[#a-z0-9]+;|[^&]+/g;

type Highlighter = (text: string) => HighlightValue;

/**
 * Escapes a text, then wraps every occurrence of a query term in highlight
 * tags. Made once per query: a response highlights hundreds of strings.
 */
function createHighlighter(terms: string[], preTag: string, postTag: string): Highlighter {
  const escapedTerms = [...new Set(terms.map(escapeHtml))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (escapedTerms.length === 0) {
    return (text) => ({value: escapeHtml(text), matchLevel: 'none', matchedWords: []});
  }
  const pattern = new RegExp(escapedTerms.map(escapeRegExp).join('|'), 'giu');
  // Hits of one page share their section and page titles: highlight each once.
  const highlighted = new Map<string, HighlightValue>();
  return (text) => {
    const known = highlighted.get(text);
    if (known) return known;
    const matched = new Set<string>();
    const mark = (hit: string) => {
      matched.add(hit.toLowerCase());
      return `${preTag}${hit}${postTag}`;
    };
    const escaped = escapeHtml(text);
    // Never match inside an entity such as &amp; that escaping introduced.
    const value = escaped.includes('&')
      ? escaped.replace(ENTITY_OR_TEXT, (chunk) =>
          chunk.startsWith('&') && chunk.endsWith(';') ? chunk : chunk.replace(pattern, mark),
        )
      : escaped.replace(pattern, mark);
    const matchLevel =
      matched.size === 0 ? 'none' : matched.size >= escapedTerms.length ? 'full' : 'partial';
    const result: HighlightValue = {value, matchLevel, matchedWords: [...matched]};
    highlighted.set(text, result);
    return result;
  };
}

export function highlight(
  text: string,
  terms: string[],
  preTag: string,
  postTag: string,
): HighlightValue {
  return createHighlighter(terms, preTag, postTag)(text);
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
    createHighlighter(terms, preTag, postTag),
    text,
    terms.map((term) => term.toLowerCase()),
    words,
  );
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Highlighting and snippets for one query, each text worked out once. */
function createMarkers(options: ResponseOptions): {highlight: Highlighter; snippet: Highlighter} {
  // Already lower-cased, as `snippetWith` needs them.
  const terms = highlightTerms(options.query);
  const highlighter = createHighlighter(terms, options.highlightPreTag, options.highlightPostTag);
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
  return {
    ...record,
    hierarchy: hierarchy as Hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    url: new URL(record.url, origin).href,
    _highlightResult: {
      hierarchy: highlighted,
      ...(record.content !== null && {content: markers.highlight(content)}),
    },
    _snippetResult: {
      hierarchy: snippets,
      content: markers.snippet(content),
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
