import MiniSearch, {type AsPlainObject, type SearchResult} from 'minisearch';

import {IndexRecords, symbolCode} from './indexFile';
import {PostingsCounter} from './postings';
import type {RadixNode} from './radixTree';
import {tokenize, wordTerms} from './tokenize';
import type {EncodedText, RecordFacts, SearchIndexFile, SearchRecord} from './types';

/** Algolia facet filters: an AND of entries, each entry an OR of `attr:value`. */
export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

/** The fields MiniSearch indexes, in field-id order. */
export const INDEXED_FIELDS = ['title', 'heading', 'path', 'content'] as const;

type IndexedField = (typeof INDEXED_FIELDS)[number];
export type IndexedFields = {id: number} & Record<IndexedField, string>;

/**
 * Field boosts: a record's own heading (an API function's `### find_colors`)
 * outranks the page title, which outranks the section path and body text.
 */
const FIELD_BOOST = {heading: 6, title: 3, path: 1.5, content: 1};

/** Exact terms score 1; prefix and typo matches are worth less. */
const MATCH_WEIGHTS = {prefix: 0.4, fuzzy: 0.15};

function ownHeading({type, hierarchy}: SearchRecord): string {
  return type === 'content' ? '' : (hierarchy[type] ?? '');
}

/** What MiniSearch indexes of a record, under the id it is given. */
export function toIndexedFields(record: SearchRecord, id: number): IndexedFields {
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return {
    id,
    title: lvl1 ?? '',
    heading: ownHeading(record),
    path: [lvl0, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

/**
 * What an index is built from: the terms of each document's fields, numbered
 * by `counter`. Documents are numbered from 0, and a document's id is its number.
 */
export type FieldTerms = {
  counter: PostingsCounter;
  documentCount: number;
  /** Counts the terms of field `fieldId` of `document` into `counter`. */
  count(document: number, fieldId: number): void;
};

/** The fields of records as `toIndexedFields` gives them, tokenised as text. */
export function recordFieldTerms(records: readonly SearchRecord[]): FieldTerms {
  const counter = new PostingsCounter(INDEXED_FIELDS.length);
  const documents = records.map(toIndexedFields);
  // Titles and section paths repeat on every record of a page: tokenise each once.
  const textTermIds = new Map<string, number[]>();
  return {
    counter,
    documentCount: documents.length,
    count(document, fieldId) {
      const field = INDEXED_FIELDS[fieldId]!;
      const text = documents[document]![field];
      let ids = textTermIds.get(text);
      if (ids === undefined) {
        ids = tokenize(text).map((term) => counter.termId(term));
        if (field !== 'content') textTermIds.set(text, ids);
      }
      counter.count(ids);
    },
  };
}

/**
 * The same fields read straight from an index file, without restoring a
 * record or tokenising any text but the file's list of distinct words: every
 * text is written as word numbers, so a field's terms are counted from the
 * characters of its page's, its headings' and its own texts.
 */
export function indexFileFieldTerms(file: SearchIndexFile): FieldTerms {
  const {pages, headings, words, gaps, records} = file;
  // At most one entry per piece of body text and a few per other field,
  // reserved at once rather than grown step by step.
  const bodyPieces = records.reduce((sum, record) => sum + (record[2]?.length ?? 0), 0);
  const counter = new PostingsCounter(INDEXED_FIELDS.length, bodyPieces + records.length * 8);
  // The terms each character stands for: a word's, or none for a gap.
  // Code c's are codeTermIds[codeStart[c]] up to codeTermIds[codeEnd[c]].
  const codeCount = symbolCode(words.length + gaps.length - 1) + 1;
  const codeStart = new Uint32Array(codeCount);
  const codeEnd = new Uint32Array(codeCount);
  const wordTermIds = words.map((word) => wordTerms(word).map((term) => counter.termId(term)));
  const codeTermIds = new Uint32Array(wordTermIds.reduce((sum, ids) => sum + ids.length, 0));
  let filled = 0;
  wordTermIds.forEach((ids, word) => {
    const code = symbolCode(word);
    codeTermIds.set(ids, filled);
    codeStart[code] = filled;
    filled += ids.length;
    codeEnd[code] = filled;
  });
  const count = (text: EncodedText): void =>
    counter.countCharacters(text, codeTermIds, codeStart, codeEnd);
  return {
    counter,
    documentCount: records.length,
    count(document, fieldId) {
      // Read by index, not destructured: this runs some 22,000 times, mostly
      // before the JIT has optimised it, and destructuring goes through an iterator.
      const record = records[document]!;
      const page = pages[record[0]]!;
      const heading = record[1];
      const content = record[2];
      switch (INDEXED_FIELDS[fieldId]) {
        case 'title':
          count(page.lvl1);
          break;
        case 'heading':
          // Only a heading's own record has one; the page title's is the title.
          if (content === undefined) count(heading === -1 ? page.lvl1 : headings[heading]![2]);
          break;
        case 'path':
          // The section, then the record's heading and those above it (only counts matter).
          count(page.lvl0);
          for (let above = heading; above !== -1; above = headings[above]![0]) {
            count(headings[above]![2]);
          }
          break;
        case 'content':
          if (content !== undefined) count(content);
          break;
      }
    },
  };
}

/**
 * Builds the same index as `MiniSearch#addAll`, several times faster: terms
 * are counted by number into flat arrays (see PostingsCounter), and
 * MiniSearch's radix tree of terms is built in one pass over the sorted
 * terms, instead of walking the tree and updating maps for each of the
 * ~240,000 term occurrences of the site. This runs in the browser when
 * search first opens, so it is what the first results wait for.
 *
 * `loadJS` is MiniSearch's documented way to restore an index; it takes the
 * postings and per-document maps as plain objects, which would cost more to
 * build than they save, so the index gets its term tree and maps directly. A
 * unit test checks the result equals what `addAll` builds, so a MiniSearch
 * upgrade that changes its internals fails loudly (the version is pinned in
 * package.json).
 */
export function buildMiniSearch(
  terms: FieldTerms,
  options: Omit<ConstructorParameters<typeof MiniSearch<IndexedFields>>[0], 'fields'>,
): MiniSearch<IndexedFields> {
  const {counter, documentCount} = terms;
  const documentIds = new Map<number, number>();
  const fieldLength = new Map<number, number[]>();
  const averageFieldLength = INDEXED_FIELDS.map(() => 0);
  for (let document = 0; document < documentCount; document += 1) {
    const lengths = new Array<number>(INDEXED_FIELDS.length);
    for (let fieldId = 0; fieldId < INDEXED_FIELDS.length; fieldId += 1) {
      terms.count(document, fieldId);
      const distinctTerms = counter.commit(document, fieldId);
      lengths[fieldId] = distinctTerms;
      // The running mean, computed as MiniSearch does, so both indexes agree to the bit.
      averageFieldLength[fieldId] =
        (averageFieldLength[fieldId]! * document + distinctTerms) / (document + 1);
    }
    documentIds.set(document, document);
    fieldLength.set(document, lengths);
  }

  const snapshot: AsPlainObject = {
    documentCount,
    nextId: documentCount,
    documentIds: {},
    fieldIds: Object.fromEntries(INDEXED_FIELDS.map((field, fieldId) => [field, fieldId])),
    fieldLength: {},
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const index = MiniSearch.loadJS<IndexedFields>(snapshot, {
    ...options,
    fields: [...INDEXED_FIELDS],
  });
  Object.assign(index, {_documentIds: documentIds, _fieldLength: fieldLength});
  (index as unknown as {_index: {_tree: RadixNode<unknown>}})._index._tree = counter.termTree();
  return index;
}

function matchesFacets(record: RecordFacts, filters: FacetFilters): boolean {
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
  private readonly records: SearchRecord[] | IndexRecords;
  private readonly index: MiniSearch<IndexedFields>;

  /** `records` may be an index file's, restored only when a query returns them. */
  constructor(records: SearchRecord[] | IndexRecords) {
    this.records = records;
    this.index = buildMiniSearch(
      records instanceof IndexRecords
        ? indexFileFieldTerms(records.file)
        : recordFieldTerms(records),
      {
        tokenize,
        searchOptions: {
          boost: FIELD_BOOST,
          weights: MATCH_WEIGHTS,
          prefix: (term) => term.length >= 2,
          // Typo tolerance for Latin words only: a CJK character is a whole word.
          fuzzy: (term) => (term.length >= 5 && /^[a-z0-9]+$/.test(term) ? 0.2 : false),
          boostDocument: (id) => this.documentBoost(Number(id)),
        },
      },
    );
  }

  get size(): number {
    return this.records.length;
  }

  /** An index file's records are not restored to be indexed, ranked or filtered. */
  private facts(id: number): RecordFacts {
    const records = this.records;
    return records instanceof IndexRecords ? records.facts(id) : records[id]!;
  }

  private documentBoost(id: number): number {
    const {weight, type} = this.facts(id);
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
    const records = this.records;
    return results
      .filter(({id}) => matchesFacets(this.facts(Number(id)), facetFilters))
      .map(({id, score}) => ({
        score,
        // Restored when read: a response shows one page of the matches.
        get record() {
          return records.at(Number(id))!;
        },
      }));
  }
}

export function engineFromIndexFile(file: SearchIndexFile): LocalSearchEngine {
  return new LocalSearchEngine(new IndexRecords(file));
}
