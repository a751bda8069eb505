import MiniSearch, {type AsPlainObject, type SearchResult} from 'minisearch';

import {IndexRecords, symbolCode} from './indexFile';
import {type TermPostings, WordOccurrences} from './postings';
import type {RadixNode} from './radixTree';
import {tokenize, wordTerms} from './tokenize';
import type {RecordFacts, SearchIndexFile, SearchRecord} from './types';

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

/**
 * What the index holds of a record, under the id it is given. The browser
 * reads the same fields straight from the index file (`indexFilePostings`);
 * the unit tests index these with MiniSearch's own `addAll` to compare.
 */
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

/** Field ids, by name, as MiniSearch numbers them (the order of INDEXED_FIELDS). */
const FIELD_ID = Object.fromEntries(INDEXED_FIELDS.map((field, id) => [field, id])) as Record<
  IndexedField,
  number
>;

/** What an index is built from: how many documents, their field lengths and their terms. */
export type IndexPostings = {
  documentCount: number;
  /** Distinct terms of each field: `fieldLengths[document * INDEXED_FIELDS.length + fieldId]`. */
  fieldLengths: Uint32Array;
  /** MiniSearch's term map, each term with its postings. */
  termTree(): RadixNode<TermPostings>;
};

/**
 * The fields `toIndexedFields` gives, read straight from an index file
 * without restoring a record or tokenising any text but the file's list of
 * distinct words: every text is written as word numbers, so each field is
 * recorded from the characters of its page's, its headings' and its own
 * texts (see WordOccurrences). Documents are numbered from 0, and a
 * document's id is its number.
 */
export function indexFilePostings(file: SearchIndexFile): IndexPostings {
  const {pages, headings, words, gaps, records} = file;
  const fieldCount = INDEXED_FIELDS.length;
  const termIds = new Map<string, number>();
  const termIdOf = (term: string): number => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = termIds.size;
      termIds.set(term, id);
    }
    return id;
  };
  // The terms each character stands for: a word's, or none for a gap.
  const codeCount = symbolCode(words.length + gaps.length - 1) + 1;
  const start = new Uint32Array(codeCount);
  const end = new Uint32Array(codeCount);
  const wordTermIds = words.map((word) => wordTerms(word).map(termIdOf));
  const termIdsOfCodes = new Uint32Array(wordTermIds.reduce((sum, ids) => sum + ids.length, 0));
  let filled = 0;
  wordTermIds.forEach((ids, word) => {
    const code = symbolCode(word);
    termIdsOfCodes.set(ids, filled);
    start[code] = filled;
    filled += ids.length;
    end[code] = filled;
  });
  // About one entry per piece of body text and a few per record for the other fields.
  const bodyPieces = records.reduce((sum, record) => sum + (record[2]?.length ?? 0), 0);
  const occurrences = new WordOccurrences(
    fieldCount,
    {start, end, termIds: termIdsOfCodes},
    termIds.size,
    bodyPieces + records.length * 8,
  );
  const fieldLengths = new Uint32Array(records.length * fieldCount);
  for (let document = 0; document < records.length; document += 1) {
    // Read by index, not destructured: this runs for each of the site's
    // records, mostly before the JIT has optimised it, and destructuring goes
    // through an iterator.
    const record = records[document]!;
    const page = pages[record[0]]!;
    const heading = record[1];
    const content = record[2];
    const lengthsAt = document * fieldCount;
    occurrences.add(page.lvl1, document, FIELD_ID.title);
    fieldLengths[lengthsAt + FIELD_ID.title] = occurrences.endField();
    // Only a heading's own record has one; the page title's is the title.
    if (content === undefined) {
      const own = heading === -1 ? page.lvl1 : headings[heading]![2];
      occurrences.add(own, document, FIELD_ID.heading);
    }
    fieldLengths[lengthsAt + FIELD_ID.heading] = occurrences.endField();
    // The section, then the record's heading and those above it (only counts matter).
    occurrences.add(page.lvl0, document, FIELD_ID.path);
    for (let above = heading; above !== -1; above = headings[above]![0]) {
      occurrences.add(headings[above]![2], document, FIELD_ID.path);
    }
    fieldLengths[lengthsAt + FIELD_ID.path] = occurrences.endField();
    if (content !== undefined) occurrences.add(content, document, FIELD_ID.content);
    fieldLengths[lengthsAt + FIELD_ID.content] = occurrences.endField();
  }
  return {
    documentCount: records.length,
    fieldLengths,
    termTree: () => occurrences.termTree(termIds),
  };
}

/** What MiniSearch reads of its per-document maps: no document is added or removed later. */
type DocumentMap<Value> = Pick<ReadonlyMap<number, Value>, 'get' | 'has'> &
  Iterable<[number, Value]>;

function isDocument(document: number, documentCount: number): boolean {
  return Number.isInteger(document) && document >= 0 && document < documentCount;
}

/** MiniSearch's map of its document numbers to ids, each id being the number. */
function documentNumbers(documentCount: number): DocumentMap<number> {
  return {
    has: (document) => isDocument(document, documentCount),
    get: (document) => (isDocument(document, documentCount) ? document : undefined),
    *[Symbol.iterator]() {
      for (let document = 0; document < documentCount; document += 1) yield [document, document];
    },
  };
}

/**
 * MiniSearch's map of each document's field lengths, an array per document
 * made when a query first scores the document, rather than thousands at once.
 */
function lengthsByDocument(fieldLengths: Uint32Array, fieldCount: number): DocumentMap<number[]> {
  const documentCount = fieldLengths.length / fieldCount;
  const arrays: Array<number[] | undefined> = [];
  const get = (document: number): number[] | undefined => {
    if (!isDocument(document, documentCount)) return undefined;
    let lengths = arrays[document];
    if (lengths === undefined) {
      // Copied by index: Array.from on a typed array goes through an iterator.
      lengths = new Array<number>(fieldCount);
      for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
        lengths[fieldId] = fieldLengths[document * fieldCount + fieldId]!;
      }
      arrays[document] = lengths;
    }
    return lengths;
  };
  return {
    has: (document) => isDocument(document, documentCount),
    get,
    *[Symbol.iterator]() {
      for (let document = 0; document < documentCount; document += 1) {
        yield [document, get(document)!];
      }
    },
  };
}

/**
 * Builds the same index as `MiniSearch#addAll`, several times faster: the
 * site's ~240,000 term occurrences are recorded per word in flat arrays
 * (see WordOccurrences) and each term's postings are gathered the first time
 * a query needs them, and MiniSearch's radix tree of terms is built in one
 * pass over the sorted terms instead of one walk down the tree per
 * occurrence. This runs in the browser when search first opens, so it is
 * what the first results wait for.
 *
 * `loadJS` is MiniSearch's documented way to restore an index; it takes the
 * postings and per-document maps as plain objects, which would cost more to
 * build than they save, so the index gets its term tree and maps directly. A
 * unit test checks the result equals what `addAll` builds, so a MiniSearch
 * upgrade that changes its internals fails loudly (the version is pinned in
 * package.json).
 */
export function buildMiniSearch(
  postings: IndexPostings,
  options: Omit<ConstructorParameters<typeof MiniSearch<IndexedFields>>[0], 'fields'>,
): MiniSearch<IndexedFields> {
  const {documentCount, fieldLengths} = postings;
  const fieldCount = INDEXED_FIELDS.length;
  const averageFieldLength = INDEXED_FIELDS.map(() => 0);
  for (let document = 0; document < documentCount; document += 1) {
    for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
      // The running mean, computed as MiniSearch does, so both indexes agree to the bit.
      averageFieldLength[fieldId] =
        (averageFieldLength[fieldId]! * document + fieldLengths[document * fieldCount + fieldId]!) /
        (document + 1);
    }
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
  Object.assign(index, {
    _documentIds: documentNumbers(documentCount),
    _fieldLength: lengthsByDocument(fieldLengths, fieldCount),
  });
  (index as unknown as {_index: {_tree: RadixNode<unknown>}})._index._tree = postings.termTree();
  return index;
}

type FacetTest = {attribute: string; value: string; negated: boolean};

function facetValue(record: RecordFacts, attribute: string): string | undefined {
  return attribute === 'language'
    ? record.language
    : attribute === 'docusaurus_tag'
      ? record.docusaurus_tag
      : attribute === 'type'
        ? record.type
        : undefined;
}

/**
 * The facet filters as a test of a record, parsed once per query rather than
 * for each of its matches; null when there are none.
 */
function facetMatcher(filters: FacetFilters): ((record: RecordFacts) => boolean) | null {
  if (filters.length === 0) return null;
  const parse = (filter: string): FacetTest => {
    const negated = filter.startsWith('-');
    const [attribute = '', ...rest] = (negated ? filter.slice(1) : filter).split(':');
    return {attribute, value: rest.join(':'), negated};
  };
  const entries = filters.map((entry) => (typeof entry === 'string' ? [entry] : entry).map(parse));
  const passes = (record: RecordFacts, {attribute, value, negated}: FacetTest) =>
    (facetValue(record, attribute) === value) !== negated;
  return (record) => entries.every((tests) => tests.some((test) => passes(record, test)));
}

/** A match for a query; its record is restored when read, as a response shows one page of them. */
class EngineResult {
  constructor(
    private readonly records: IndexRecords,
    private readonly id: number,
    readonly score: number,
  ) {}

  get record(): SearchRecord {
    return this.records.at(this.id)!;
  }
}

export type {EngineResult};

/** An in-browser search over DocSearch records, ranked as described above. */
export class LocalSearchEngine {
  private readonly records: IndexRecords;
  private readonly index: MiniSearch<IndexedFields>;
  /** Each record's ranking boost once worked out (0 until then): asked for every term it matches. */
  private readonly boosts: Float64Array;

  /** Records are restored only when a query returns them. */
  constructor(records: IndexRecords) {
    this.records = records;
    this.boosts = new Float64Array(records.length);
    this.index = buildMiniSearch(indexFilePostings(records.file), {
      tokenize,
      searchOptions: {
        boost: FIELD_BOOST,
        weights: MATCH_WEIGHTS,
        prefix: (term) => term.length >= 2,
        // Typo tolerance for Latin words only: a CJK character is a whole word.
        fuzzy: (term) => (term.length >= 5 && /^[a-z0-9]+$/.test(term) ? 0.2 : false),
        boostDocument: (id) => this.documentBoost(Number(id)),
      },
    });
  }

  get size(): number {
    return this.records.length;
  }

  /** What a record is ranked and filtered by, without restoring it. */
  private facts(id: number): RecordFacts {
    return this.records.facts(id);
  }

  private documentBoost(id: number): number {
    let boost = this.boosts[id]!;
    if (boost === 0) {
      const {weight, type} = this.facts(id);
      const headingBonus = type === 'content' ? 1 : 1.25;
      boost = weight.pageRank * headingBonus * (1 + weight.level / 200);
      this.boosts[id] = boost;
    }
    return boost;
  }

  /** All matches for `query`, best first, restricted by the facet filters. */
  search(query: string, facetFilters: FacetFilters = []): EngineResult[] {
    if (tokenize(query).length === 0) {
      return [];
    }
    // Every word must match (as exact, prefix or typo), as in Algolia.
    const results: SearchResult[] = this.index.search(query, {combineWith: 'AND'});
    const matches = facetMatcher(facetFilters);
    const kept = matches ? results.filter(({id}) => matches(this.facts(Number(id)))) : results;
    return kept.map(({id, score}) => new EngineResult(this.records, Number(id), score));
  }
}

export function engineFromIndexFile(file: SearchIndexFile): LocalSearchEngine {
  return new LocalSearchEngine(new IndexRecords(file));
}
