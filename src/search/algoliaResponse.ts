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

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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
    // Never match inside an entity such as &amp; that escaping introduced.
    const value = escapeHtml(text).replace(/&[#a-z0-9]+;|[^&]+/g, (chunk) =>
      chunk.startsWith('&') && chunk.endsWith(';')
        ? chunk
        : chunk.replace(pattern, (hit) => {
            matched.add(hit.toLowerCase());
            return `${preTag}${hit}${postTag}`;
          }),
    );
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

/** A window of about `words` words around the first match, highlighted. */
function snippetWith(
  highlighter: Highlighter,
  text: string,
  terms: string[],
  words: number,
): HighlightValue {
  const tokens = text.split(/(\s+)/);
  const lowerTerms = terms.map((t) => t.toLowerCase());
  const firstMatch = tokens.findIndex((token) =>
    lowerTerms.some((term) => token.toLowerCase().includes(term)),
  );
  const wordSpan = words * 2;
  const start = Math.max(0, (firstMatch < 0 ? 0 : firstMatch) - Math.floor(wordSpan / 3));
  const end = Math.min(tokens.length, start + wordSpan);
  const window = tokens.slice(start, end).join('').trim();
  return highlighter(`${start > 0 ? '… ' : ''}${window}${end < tokens.length ? ' …' : ''}`);
}

export function snippet(
  text: string,
  terms: string[],
  words: number,
  preTag: string,
  postTag: string,
): HighlightValue {
  return snippetWith(createHighlighter(terms, preTag, postTag), text, terms, words);
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Highlighting and snippets for one query, each text worked out once. */
function createMarkers(options: ResponseOptions): {highlight: Highlighter; snippet: Highlighter} {
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
