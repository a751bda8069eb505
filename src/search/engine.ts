import MiniSearch, {type AsPlainObject, type SearchResult} from 'minisearch';

import {IndexRecords} from './indexFile';
import {PostingsCounter} from './postings';
import type {RadixNode} from './radixTree';
import {tokenize} from './tokenize';
import type {
  EncodedContent,
  EncodedText,
  RecordFacts,
  SearchIndexFile,
  SearchRecord,
} from './types';

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

function ownHeading({type, hierarchy}: RecordFacts): string {
  return type === 'content' ? '' : (hierarchy[type] ?? '');
}

/** A record's indexed fields other than its body text. */
function headingFields(facts: RecordFacts, id: number): Omit<IndexedFields, 'content'> {
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = facts.hierarchy;
  return {
    id,
    title: lvl1 ?? '',
    heading: ownHeading(facts),
    path: [lvl0, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '),
  };
}

export function toIndexedFields(record: SearchRecord, id: number): IndexedFields {
  return {...headingFields(record, id), content: record.content ?? ''};
}

/**
 * Builds the same index as `MiniSearch#addAll`, several times faster: terms
 * are counted by number into flat arrays (see PostingsCounter), and
 * MiniSearch's radix tree of terms is built in one pass over the sorted
 * terms, instead of walking the tree and updating maps for each of the
 * ~240,000 term occurrences of the site. Body text that comes split into
 * words is never scanned: each distinct word is tokenised once. This runs in
 * the browser when search first opens, so it is what the first results wait
 * for.
 *
 * `loadJS` is MiniSearch's documented way to restore an index; it takes the
 * postings as plain objects, which would cost more to build than they save,
 * so its term map gets the tree directly. A unit test checks the result
 * equals what `addAll` builds, so a MiniSearch upgrade that changes its
 * internals fails loudly (the version is pinned in package.json).
 */
export function buildMiniSearch(
  documents: IndexedFields[],
  options: Omit<ConstructorParameters<typeof MiniSearch<IndexedFields>>[0], 'fields'>,
  encodedContent?: EncodedContent,
): MiniSearch<IndexedFields> {
  // About one entry per word of body text and a few per other field, reserved
  // at once rather than grown step by step.
  const expectedEntries =
    (encodedContent?.texts.reduce((sum, text) => sum + (text?.length ?? 0), 0) ?? 0) +
    documents.length * 8;
  const counter = new PostingsCounter(INDEXED_FIELDS.length, expectedEntries);
  const fieldLength: number[][] = [];
  const averageFieldLength = INDEXED_FIELDS.map(() => 0);
  const tokenizeField = options.tokenize ?? tokenize;
  // Titles and section paths repeat on every record of a page: tokenise each once.
  const textTermIds = new Map<string, number[]>();
  const termIdsOfText = (text: string, field: IndexedField): number[] => {
    let ids = textTermIds.get(text);
    if (ids === undefined) {
      ids = tokenizeField(text, field).map((term) => counter.termId(term));
      if (field !== 'content') textTermIds.set(text, ids);
    }
    return ids;
  };
  // Each word's term ids, flat: word w's are wordTerms[wordStart[w]] up to wordTerms[wordStart[w + 1]].
  const words = encodedContent?.words ?? [];
  const wordStart = new Uint32Array(words.length + 1);
  const wordTermLists = words.map((word, w) => {
    const ids = termIdsOfText(word, 'content');
    wordStart[w + 1] = wordStart[w]! + ids.length;
    return ids;
  });
  const wordTerms = Uint32Array.from(wordTermLists.flat());
  const countEncoded = (encoded: EncodedText): void => {
    for (let i = 0; i < encoded.length; i += 1) {
      const part = encoded[i]!;
      if (typeof part === 'number')
        counter.countRange(wordTerms, wordStart[part]!, wordStart[part + 1]!);
    }
  };
  const contentFieldId = INDEXED_FIELDS.indexOf('content');
  for (let shortId = 0; shortId < documents.length; shortId += 1) {
    const document = documents[shortId]!;
    const lengths: number[] = [];
    for (let fieldId = 0; fieldId < INDEXED_FIELDS.length; fieldId += 1) {
      const field = INDEXED_FIELDS[fieldId]!;
      const encoded = fieldId === contentFieldId ? encodedContent?.texts[shortId] : undefined;
      if (encoded) countEncoded(encoded);
      else counter.count(termIdsOfText(document[field], field));
      const distinctTerms = counter.commit(shortId, fieldId);
      lengths[fieldId] = distinctTerms;
      // The running mean, computed as MiniSearch does, so both indexes agree to the bit.
      averageFieldLength[fieldId] =
        (averageFieldLength[fieldId]! * shortId + distinctTerms) / (shortId + 1);
    }
    fieldLength.push(lengths);
  }

  const snapshot: AsPlainObject = {
    documentCount: documents.length,
    nextId: documents.length,
    documentIds: Object.fromEntries(documents.map((document, shortId) => [shortId, document.id])),
    fieldIds: Object.fromEntries(INDEXED_FIELDS.map((field, fieldId) => [field, fieldId])),
    fieldLength: Object.fromEntries(fieldLength.entries()),
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
    // An index file's body text is indexed from its words, without decoding it.
    const encodedContent = records instanceof IndexRecords ? records.bodyTexts() : undefined;
    const documents = Array.from({length: records.length}, (_, id) =>
      encodedContent
        ? {...headingFields(this.facts(id), id), content: ''}
        : toIndexedFields(records.at(id)!, id),
    );
    this.index = buildMiniSearch(
      documents,
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
      encodedContent,
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
