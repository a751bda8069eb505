import MiniSearch, {type SearchResult} from 'minisearch';

import {tokenize} from './tokenize';
import type {SearchRecord} from './types';

/** Algolia facet filters: an AND of entries, each entry an OR of `attr:value`. */
export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

type IndexedFields = {
  id: number;
  title: string;
  heading: string;
  path: string;
  content: string;
};

/**
 * Field boosts: a record's own heading (an API function's `### find_colors`)
 * outranks the page title, which outranks the section path and body text.
 */
const FIELD_BOOST = {heading: 6, title: 3, path: 1.5, content: 1};

/** Exact terms score 1; prefix and typo matches are worth less. */
const MATCH_WEIGHTS = {prefix: 0.4, fuzzy: 0.15};

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

function toFields(record: SearchRecord, id: number): IndexedFields {
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return {
    id,
    title: lvl1 ?? '',
    heading: ownHeading(record),
    path: [lvl0, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

function matchesFacets(record: SearchRecord, filters: FacetFilters): boolean {
  const value = (attribute: string): string | undefined =>
    attribute === 'language'
      ? record.language
      : attribute === 'docusaurus_tag'
        ? record.docusaurus_tag
        : attribute === 'type'
          ? record.type
          : undefined;
  const test = (filter: string): boolean => {
    const negated = filter.startsWith('-');
    const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const matches = value(attribute ?? '') === rest.join(':');
    return negated ? !matches : matches;
  };
  return filters.every((entry) => (typeof entry === 'string' ? test(entry) : entry.some(test)));
}

export type EngineResult = {record: SearchRecord; score: number};

/** An in-browser search over DocSearch records, ranked as described above. */
export class LocalSearchEngine {
  private readonly records: SearchRecord[];
  private readonly index: MiniSearch<IndexedFields>;

  constructor(records: SearchRecord[]) {
    this.records = records;
    this.index = new MiniSearch<IndexedFields>({
      fields: ['title', 'heading', 'path', 'content'],
      tokenize,
      processTerm: (term) => term.toLowerCase(),
      searchOptions: {
        boost: FIELD_BOOST,
        weights: MATCH_WEIGHTS,
        prefix: (term) => term.length >= 2,
        // Typo tolerance for Latin words only: a CJK character is a whole word.
        fuzzy: (term) => (term.length >= 5 && /^[a-z0-9]+$/.test(term) ? 0.2 : false),
        boostDocument: (id) => this.documentBoost(Number(id)),
      },
    });
    this.index.addAll(records.map(toFields));
  }

  get size(): number {
    return this.records.length;
  }

  private documentBoost(id: number): number {
    const {weight, type} = this.records[id]!;
    const headingBonus = type === 'content' ? 1 : 1.25;
    return weight.pageRank * headingBonus * (1 + weight.level / 200);
  }

  /** All matches for `query`, best first, restricted by the facet filters. */
  search(query: string, facetFilters: FacetFilters = []): EngineResult[] {
    if (tokenize(query).length === 0) {
      return [];
    }
    // Every word must match (as exact, prefix or typo), as in Algolia.
    const results: SearchResult[] = this.index.search(query, {combineWith: 'AND'});
    return results
      .map((result) => ({record: this.records[Number(result.id)]!, score: result.score}))
      .filter(({record}) => matchesFacets(record, facetFilters));
  }
}
