import {otherTools, type ChineseTerm, type ToolAlias} from '@tapcraft/data/api-aliases';
import {splitWords} from './tokenize';

/**
 * How a search record carries the names readers bring from other tools and
 * from Chinese (src/data/api-aliases.ts): one text per alias, searchable
 * and shown on a hit that matched through it, "AutoJs6: images.findColor"
 * or "找色: find a colour".
 */

export function aliasTexts({
  tools = [],
  terms = [],
}: {
  tools?: ToolAlias[];
  terms?: ChineseTerm[];
}): string[] {
  return [
    ...tools.map(({tool, call}) => `${tool}: ${call}`),
    ...terms.map(({term, english}) => `${term}: ${english}`),
  ];
}

const TOOL_PREFIXES = otherTools.map((tool) => `${tool}: `);

/**
 * A call without its final argument list when the list only names
 * placeholders: `images.findColor(img, color)` → `images.findColor`. A list
 * that tells calls apart stays: a string, a constant or class
 * (`AppiumBy.IMAGE`, `Template`) or a keyword argument (`front=True`).
 */
export function callName(call: string): string {
  if (!call.endsWith(')')) return call;
  let depth = 0;
  for (let i = call.length - 1; i > 0; i -= 1) {
    if (call[i] === ')') depth += 1;
    if (call[i] === '(') depth -= 1;
    if (depth === 0) return /["'=]|\b[A-Z]/.test(call.slice(i)) ? call : call.slice(0, i);
  }
  return call;
}

/** The name in an alias text: the call for another tool's, the term for a Chinese one. */
export function aliasName(text: string): string {
  const tool = TOOL_PREFIXES.find((prefix) => text.startsWith(prefix));
  return tool ? text.slice(tool.length) : text.split(': ')[0]!;
}

function wordsOf(text: string): string[] {
  return splitWords(text)
    .filter((_, i) => i % 2 === 1)
    .map((word) => word.toLowerCase());
}

/**
 * Whether the query's words are how the alias's name begins, the last word
 * perhaps still being typed: "images.findCo" and "d(text=" for the calls
 * `images.findColor` and `d(text=...).click()`. A call on an object may be
 * typed without it: "app_start" for `d.app_start`.
 */
export function queryStartsAlias(words: string[], text: string): boolean {
  if (words.length === 0) return false;
  const name = aliasName(text);
  const nameWords = wordsOf(name);
  const starts = /^[\p{L}\p{N}_]+\./u.test(name) ? [0, 1] : [0];
  const query = words.map((word) => word.toLowerCase());
  return starts.some((start) =>
    query.every((word, i) => {
      const aliasWord = nameWords[start + i];
      if (aliasWord === undefined) return false;
      return i === query.length - 1 ? aliasWord.startsWith(word) : aliasWord === word;
    }),
  );
}

/** What a hit says about its own texts and aliases, as the offline index and Algolia answer it. */
export type HitHighlights = {
  type: string;
  _highlightResult?: {
    hierarchy?: Partial<Record<string, {matchLevel: string}>>;
    aliases?: Array<{value: string; matchLevel: string}>;
  };
};

/**
 * Which of a hit's aliases it was found by: the first whose words all
 * matched, unless the hit's own heading matched the whole query; -1 for none.
 */
export function matchedAliasIndex(hit: HitHighlights): number {
  const highlights = hit._highlightResult;
  if (!highlights?.aliases) return -1;
  if (highlights.hierarchy?.[hit.type]?.matchLevel === 'full') return -1;
  return highlights.aliases.findIndex((alias) => alias.matchLevel === 'full');
}

/**
 * The alias a hit was found by, as highlighted HTML (escaped by whoever
 * answered the query), so the reader sees why the hit is there:
 * "AutoJs6: images.findColor". Null when the hit's own heading matched the
 * whole query, or no alias did.
 */
export function matchedAlias(hit: HitHighlights): string | null {
  const index = matchedAliasIndex(hit);
  return index === -1 ? null : hit._highlightResult!.aliases![index]!.value;
}
