import SearchableMap from 'minisearch/SearchableMap';

import {queryStartsAlias} from './aliases';
import {addLead, IndexRecords, isLeadCode, symbolEndingWith} from './indexFile';
import {otherForms, queryWords, type QueryWord} from './queryWords';
import {splitWords, wordTerms} from './tokenize';
import type {EncodedText, RecordFacts, SearchIndexFile, SearchRecord} from './types';

/** Algolia facet filters: an AND of entries, each entry an OR of `attr:value`. */
export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

/** What a record is found by, in field-id order. */
export const INDEXED_FIELDS = ['title', 'heading', 'path', 'content', 'aliases'] as const;
const FIELD_COUNT = INDEXED_FIELDS.length;
const HEADING_FIELD = INDEXED_FIELDS.indexOf('heading');

/**
 * Field boosts, by field id: a record's own heading (an API function's
 * `### find_colors`) outranks the page title, which outranks the section
 * path and body text. Other tools' names for the heading count as much as
 * the heading: few records have them, so BM25+ already scores each of their
 * terms lower than a heading's (their field's average length is small).
 */
const FIELD_BOOST = [3, 6, 1.5, 1, 6];

/**
 * Exact terms score 1, and so does another plural or verb form of the word
 * or its other spelling (taps for tapping, colour for color), as Algolia
 * scores plurals; prefix and typo matches are worth less.
 */
const MATCH_WEIGHTS = {form: 1, prefix: 0.4, fuzzy: 0.15};

/** Okapi BM25+ with MiniSearch's defaults, so ranking stays what it was on MiniSearch. */
const BM25 = {k: 1.2, b: 0.7, d: 0.5};

/** Typo tolerance for Latin words only (a CJK character is a whole word): a fifth of the length. */
function maxTypos(term: string): number {
  return term.length >= 5 && /^[a-z0-9]+$/.test(term)
    ? Math.min(6, Math.round(term.length * 0.2))
    : 0;
}

/**
 * The terms, each with its id, for exact, prefix and typo lookups: one
 * MiniSearch `SearchableMap` per first character. A node of that tree finds
 * a child by scanning its children, and in Chinese text the root has one
 * per distinct character: for the 69,428 terms of 200,000 generated Chinese
 * characters (`npm run bench:search` before the index split Chinese runs
 * into words), one map took 1.9–2.5 s to fill in Node, one per first
 * character 0.3–0.6 s.
 */
class TermDictionary {
  private readonly byFirst = new Map<string, SearchableMap<number>>();

  set(term: string, id: number): void {
    let terms = this.byFirst.get(term[0]!);
    if (terms === undefined) {
      terms = new SearchableMap<number>();
      this.byFirst.set(term[0]!, terms);
    }
    terms.set(term, id);
  }

  get(term: string): number | undefined {
    return this.byFirst.get(term[0]!)?.get(term);
  }

  /** The terms that start with `prefix`, and their ids. */
  atPrefix(prefix: string): Iterable<[string, number]> {
    return this.byFirst.get(prefix[0]!)?.atPrefix(prefix) ?? [];
  }

  /** The terms at most `maxDistance` edits from `term`: each with its id and distance. */
  fuzzyGet(term: string, maxDistance: number): Map<string, [number, number]> {
    const found = new Map<string, [number, number]>();
    for (const terms of this.byFirst.values()) {
      for (const [similar, match] of terms.fuzzyGet(term, maxDistance)) found.set(similar, match);
    }
    return found;
  }
}

/** A term's postings: the document fields it occurs in (`document * FIELD_COUNT + fieldId`), ascending, and how often. */
type Postings = {keys: number[]; counts: number[]};

/** `array`, or a copy at least twice as long when it has no room at `size`. */
function withRoomFor(array: Uint32Array, size: number): Uint32Array {
  if (size < array.length) return array;
  const grown = new Uint32Array(Math.max(size + 1, array.length * 2));
  grown.set(array);
  return grown;
}

/** Word w's terms are `termIds[start[w]]` up to `termIds[start[w + 1]]`. */
type WordTerms = {start: Uint32Array; termIds: Uint32Array; termCount: number};

/**
 * Where each word occurs: each occurrence of a word in a document field
 * adds one entry, its key (`document * FIELD_COUNT + fieldId`), chained to
 * the word's previous entry. Fields must be added in key order, so a word's
 * entries come in that order too. One typed-array append per word, and no
 * per-term work but counting each field's distinct terms, which ranking
 * needs for every document: this is what the first results wait for.
 */
class WordOccurrences {
  /** Entry 0 is never used, so 0 ends a chain. */
  private entryCount = 1;
  private entryKeys: Uint32Array = new Uint32Array(1 << 16);
  private nextEntry: Uint32Array = new Uint32Array(1 << 16);
  private readonly firstEntry: Uint32Array;
  private readonly lastEntry: Uint32Array;
  /** The field (its key + 1) each term was last seen in, to count distinct terms per field. */
  private readonly lastSeenIn: Uint32Array;

  constructor(private readonly wordTerms: WordTerms) {
    const wordCount = wordTerms.start.length - 1;
    this.firstEntry = new Uint32Array(wordCount);
    this.lastEntry = new Uint32Array(wordCount);
    this.lastSeenIn = new Uint32Array(wordTerms.termCount);
  }

  /**
   * Records the words of encoded text `text` as occurring in document field
   * `key`; returns the field's number of distinct terms. A method of its
   * own, called for every field, so the JIT optimises it early.
   */
  add(text: EncodedText, key: number): number {
    // At most one entry per character.
    this.entryKeys = withRoomFor(this.entryKeys, this.entryCount + text.length);
    this.nextEntry = withRoomFor(this.nextEntry, this.entryCount + text.length);
    const {entryKeys, nextEntry, firstEntry, lastEntry, lastSeenIn} = this;
    const {start, termIds} = this.wordTerms;
    let entry = this.entryCount;
    let distinct = 0;
    let lead = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (isLeadCode(code)) {
        lead = addLead(lead, code);
        continue;
      }
      const word = symbolEndingWith(lead, code);
      lead = 0;
      // Gaps, the text between words, have no terms.
      if (start[word] === start[word + 1]) continue;
      entryKeys[entry] = key;
      if (firstEntry[word] === 0) firstEntry[word] = entry;
      else nextEntry[lastEntry[word]!] = entry;
      lastEntry[word] = entry;
      entry += 1;
      for (let t = start[word]!; t < start[word + 1]!; t += 1) {
        const id = termIds[t]!;
        if (lastSeenIn[id] !== key + 1) {
          lastSeenIn[id] = key + 1;
          distinct += 1;
        }
      }
    }
    this.entryCount = entry;
    return distinct;
  }

  /** Appends the key of each occurrence of `word`, in order, to `keys`. */
  keysOf(word: number, keys: number[]): void {
    for (let entry = this.firstEntry[word]!; entry !== 0; entry = this.nextEntry[entry]!) {
      keys.push(this.entryKeys[entry]!);
    }
  }
}

/**
 * The terms of each piece of an index file (`SearchIndexFile.pieces`),
 * numbered from 0 in order of appearance: a gap has none.
 */
function termsOfWords(words: readonly string[]): WordTerms & {terms: Map<string, number>} {
  const terms = new Map<string, number>();
  const start = new Uint32Array(words.length + 1);
  const termIds: number[] = [];
  words.forEach((word, w) => {
    for (const term of wordTerms(word)) {
      let id = terms.get(term);
      if (id === undefined) {
        id = terms.size;
        terms.set(term, id);
      }
      termIds.push(id);
    }
    start[w + 1] = termIds.length;
  });
  return {start, termIds: Uint32Array.from(termIds), termCount: terms.size, terms};
}

/**
 * What a query can match: where each word occurs, each term's postings
 * gathered from its words the first time a query needs them, and the terms
 * for prefix and typo lookups.
 *
 * Why not a MiniSearch index: the browser builds this when search first
 * opens, and the first results wait for it. From the site's texts (5,561
 * records, 244,000 term occurrences), `MiniSearch#addAll` took 290–330 ms in
 * Chromium, and a first version of this engine that split plain texts into
 * words made the first results wait 267 ms (median of `npm run
 * bench:search`), over the 200 ms budget; shipping MiniSearch's serialised index instead (`toJSON`) would
 * add 505 KB gzipped to the texts, over the 350 KB budget. This reads texts
 * already written as word numbers (see `EncodedText`), and ranks as
 * MiniSearch does (a unit test compares the two).
 */
class TermIndex {
  readonly terms = new TermDictionary();
  private readonly wordTerms: WordTerms;
  private readonly occurrences: WordOccurrences;
  /** The number of distinct terms of each document field, by key. */
  private readonly fieldLengths: Uint32Array;
  private readonly averageFieldLength: Float64Array;
  private readonly postingsOf: Array<Postings | undefined> = [];
  /** Per term, the words it comes from; made when a query first needs postings. */
  private termWords: {start: Uint32Array; words: Uint32Array} | undefined;

  /**
   * `fields(document)` gives the fields of each document in field-id order,
   * as encoded texts whose symbols number `words`, the index file's pieces.
   */
  constructor(
    readonly documentCount: number,
    words: readonly string[],
    fields: (document: number) => EncodedText[],
  ) {
    const {terms, ...wordTermTable} = termsOfWords(words);
    this.wordTerms = wordTermTable;
    this.occurrences = new WordOccurrences(wordTermTable);
    this.fieldLengths = new Uint32Array(documentCount * FIELD_COUNT);
    const lengthSums = new Float64Array(FIELD_COUNT);
    for (let document = 0; document < documentCount; document += 1) {
      const texts = fields(document);
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId += 1) {
        const key = document * FIELD_COUNT + fieldId;
        const distinct = this.occurrences.add(texts[fieldId]!, key);
        this.fieldLengths[key] = distinct;
        lengthSums[fieldId] += distinct;
      }
    }
    this.averageFieldLength = lengthSums.map((sum) => sum / Math.max(1, documentCount));
    for (const [term, id] of terms) this.terms.set(term, id);
  }

  /** Term `termId`'s postings, gathered from the entries of its words. */
  private postings(termId: number): Postings {
    let postings = this.postingsOf[termId];
    if (postings !== undefined) return postings;
    const {start, words} = (this.termWords ??= this.wordsOfTerms());
    const keys: number[] = [];
    for (let w = start[termId]!; w < start[termId + 1]!; w += 1) {
      this.occurrences.keysOf(words[w]!, keys);
    }
    // Each word's entries come in order, but several words' do not come together.
    keys.sort((a, b) => a - b);
    const distinct: number[] = [];
    const counts: number[] = [];
    for (const key of keys) {
      if (key === distinct.at(-1)) counts[counts.length - 1]! += 1;
      else {
        distinct.push(key);
        counts.push(1);
      }
    }
    postings = {keys: distinct, counts};
    this.postingsOf[termId] = postings;
    return postings;
  }

  /** The inverse of the words' terms. */
  private wordsOfTerms(): {start: Uint32Array; words: Uint32Array} {
    const {start: wordStart, termIds, termCount} = this.wordTerms;
    const start = new Uint32Array(termCount + 1);
    for (let t = 0; t < termIds.length; t += 1) start[termIds[t]! + 1]! += 1;
    for (let id = 0; id < termCount; id += 1) start[id + 1]! += start[id]!;
    const words = new Uint32Array(termIds.length);
    const filled = start.slice(0, termCount);
    for (let word = 0; word + 1 < wordStart.length; word += 1) {
      for (let t = wordStart[word]!; t < wordStart[word + 1]!; t += 1) {
        words[filled[termIds[t]!]!++] = word;
      }
    }
    return {start, words};
  }

  /** The documents whose field `fieldId` holds term `termId`, each counted once in `counts`. */
  countInField(termId: number, fieldId: number, counts: Map<number, number>): void {
    for (const key of this.postings(termId).keys) {
      if (key % FIELD_COUNT !== fieldId) continue;
      const document = (key - fieldId) / FIELD_COUNT;
      counts.set(document, (counts.get(document) ?? 0) + 1);
    }
  }

  /** How many distinct terms field `fieldId` of `document` holds. */
  fieldLength(document: number, fieldId: number): number {
    return this.fieldLengths[document * FIELD_COUNT + fieldId]!;
  }

  /**
   * Adds term `termId`'s BM25+ score in each document it occurs in, times
   * `weight` and the field and document boosts, to `scores`.
   */
  addScores(
    termId: number,
    weight: number,
    documentBoost: (document: number) => number,
    scores: Map<number, number>,
  ): void {
    const {fieldLengths, averageFieldLength, documentCount} = this;
    const {keys, counts} = this.postings(termId);
    // Each entry is a distinct document field: count the documents per field.
    const matching = new Array<number>(FIELD_COUNT).fill(0);
    for (let entry = 0; entry < keys.length; entry += 1) matching[keys[entry]! % FIELD_COUNT]! += 1;
    const {k, b, d} = BM25;
    for (let entry = 0; entry < keys.length; entry += 1) {
      const key = keys[entry]!;
      const fieldId = key % FIELD_COUNT;
      const document = (key - fieldId) / FIELD_COUNT;
      const inverseFrequency = Math.log(
        1 + (documentCount - matching[fieldId]! + 0.5) / (matching[fieldId]! + 0.5),
      );
      const count = counts[entry]!;
      const norm = 1 - b + (b * fieldLengths[key]!) / averageFieldLength[fieldId]!;
      const score = inverseFrequency * (d + (count * (k + 1)) / (count + k * norm));
      scores.set(
        document,
        (scores.get(document) ?? 0) +
          weight * FIELD_BOOST[fieldId]! * documentBoost(document) * score,
      );
    }
  }
}

/**
 * The fields of each record of an index file in field-id order, read
 * without restoring the record: the page title, the record's own heading
 * (for a heading's or the title's record), the section and the headings
 * above it, and its text. Read by index, not destructured: this runs for
 * each of the site's records, mostly before the JIT has optimised it, and
 * destructuring goes through an iterator.
 */
function recordFields(indexRecords: IndexRecords): (document: number) => EncodedText[] {
  const {file, compact: records, parents} = indexRecords;
  const {pages, headings} = file;
  const paths = new Array<EncodedText | undefined>(headings.length);
  const path = (heading: number, page: number): EncodedText => {
    if (heading === -1) return pages[page]!.lvl0;
    let text = paths[heading];
    if (text === undefined) {
      // Encoded texts join into the symbols of both.
      text = path(parents[heading]!, page) + headings[heading]![1];
      paths[heading] = text;
    }
    return text;
  };
  const aliases = new Map(file.aliases.map(([record, ...texts]) => [record, texts.join('')]));
  const keywords = new Map(file.keywords);
  return (document) => {
    const record = records[document]!;
    const page = record[0];
    const heading = record[1];
    const content = record[2];
    const title = pages[page]!.lvl1;
    const ownHeading = content !== undefined ? '' : heading === -1 ? title : headings[heading]![1];
    // A heading's record has no text of its own: its tables' words stand in.
    const text = content ?? keywords.get(document) ?? '';
    return [title, ownHeading, path(heading, page), text, aliases.get(document) ?? ''];
  };
}

/** The records that match a query word, with their scores, and the boosting terms each has. */
type WordMatches = {scores: Map<number, number>; boosted: Map<number, string[]>};

type FacetTest = {attribute: string; value: string; negated: boolean};

function facetValue(record: RecordFacts, attribute: string): string | undefined {
  return attribute === 'language'
    ? record.language
    : attribute === 'docusaurus_tag'
      ? record.docusaurus_tag
      : attribute === 'type'
        ? record.type
        : attribute === 'platform'
          ? record.platform
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

/**
 * How many of the best results are reordered by how close together the
 * query's words are in them: closeness is read from each one's restored
 * texts, and the search page shows the first 50.
 */
const PROXIMITY_WINDOW = 100;
/**
 * Fewer hits than this with every word, and the records with most of the
 * words follow them: a question that one table happens to match in full
 * ("scroll until an element is visible" matching the View attribute table)
 * or a few worked examples ("wait until a button appears") would otherwise
 * hide the entry that answers it. A page of hits: with 3, the answers to two
 * of the 18 questions of `npm run bench:search-recall` were in no result;
 * with 10 they ranked 7th and 11th, and no other question's rank changed.
 */
const FEW_FULL_MATCHES = 10;

/**
 * How much closeness adds to a score: adjacent words multiply it by 1.7.
 * Measured with `npm run bench:search-recall` (18 questions): with closeness
 * as a strict criterion before the score, as Algolia ranks, recall at 1 fell
 * from 10 to 8 (a table's words, which answer many questions, are no
 * sentence); as a factor of 1.5, 1.7 and 2 it was 9, 10 and 10, and 1.7 is
 * the least that puts the answer to "how do I tap a button by its text"
 * first.
 */
const PROXIMITY_BOOST = 0.7;

/** Words this many apart or more, or in different texts, count as unrelated, as in Algolia. */
const FAR = 8;

/**
 * For a query of several English words, how close together they are in a
 * record, from 0 (unrelated) to 1 (in the query's order, side by side): for
 * each pair of consecutive query words, the fewest words between them in
 * one text (the record's heading, page title or body), at most `FAR`, as
 * Algolia's proximity counts it; the closest text counts. "tap a button by
 * its text" is closest in "Use it to tap a button by its text". Null for a
 * query with fewer than two such words.
 */
function closenessOf(words: QueryWord[]): ((record: SearchRecord) => number) | null {
  const english = words.filter((word) => /^[a-z]+$/i.test(word.text));
  if (english.length < 2) return null;
  const pairs = english.length - 1;
  const accepted = english.map(({text}) => {
    const lower = text.toLowerCase();
    return new Set([lower, ...otherForms(lower)]);
  });
  // The last word may still be being typed.
  const lastTyped = english[pairs]!.text.toLowerCase();
  const matches = (term: string, w: number) =>
    accepted[w]!.has(term) || (w === pairs && term.startsWith(lastTyped));
  const distanceIn = (text: string | null | undefined): number => {
    if (!text) return FAR * pairs;
    const positions = english.map(() => [] as number[]);
    splitWords(text)
      .filter((_, i) => i % 2 === 1)
      .forEach((word, position) => {
        for (const term of wordTerms(word)) {
          english.forEach((_, w) => matches(term, w) && positions[w]!.push(position));
        }
      });
    let total = 0;
    for (let w = 0; w < pairs; w += 1) {
      let nearest = FAR;
      for (const from of positions[w]!) {
        for (const to of positions[w + 1]!) nearest = Math.min(nearest, Math.abs(to - from));
      }
      total += nearest;
    }
    return total;
  };
  return (record) => {
    const heading = record.hierarchy[record.type === 'content' ? 'lvl1' : record.type];
    const distance = Math.min(distanceIn(record.content), distanceIn(heading));
    return 1 - distance / (FAR * pairs);
  };
}

/** A match for a query; its record is restored when read, as a response shows one page of them. */
class EngineResult {
  constructor(
    private readonly records: IndexRecords,
    /** The record's number in the index. */
    readonly id: number,
    readonly score: number,
    /** How many of the query's words (stop words aside) the record matches. */
    readonly wordsMatched: number,
  ) {}

  get record(): SearchRecord {
    return this.records.at(this.id)!;
  }
}

export type {EngineResult};

/** An in-browser search over DocSearch records, ranked as described above. */
export class LocalSearchEngine {
  private readonly records: IndexRecords;
  private readonly index: TermIndex;
  /** Each record's ranking boost once worked out (0 until then): asked for every term it matches. */
  private readonly boosts: Float64Array;

  /** Records are restored only when a query returns them. */
  constructor(records: IndexRecords) {
    this.records = records;
    this.boosts = new Float64Array(records.length);
    this.index = new TermIndex(records.length, records.file.pieces, recordFields(records));
  }

  get size(): number {
    return this.records.length;
  }

  private readonly documentBoost = (id: number): number => {
    let boost = this.boosts[id]!;
    if (boost === 0) {
      const {weight, type} = this.records.facts(id);
      const headingBonus = type === 'content' ? 1 : 1.25;
      boost = weight.pageRank * headingBonus * (1 + weight.level / 200);
      this.boosts[id] = boost;
    }
    return boost;
  };

  /**
   * Each matching record's score for one query term: as typed, in another
   * plural or verb form, as a prefix, or with typos; each index term counts
   * once, at the best of these.
   */
  private termScores(term: string): Map<number, number> {
    const {index, documentBoost} = this;
    const scores = new Map<number, number>();
    const counted = new Set<string>([term]);
    const exact = index.terms.get(term);
    if (exact !== undefined) index.addScores(exact, 1, documentBoost, scores);
    for (const form of otherForms(term)) {
      const id = index.terms.get(form);
      if (id === undefined) continue;
      counted.add(form);
      index.addScores(id, MATCH_WEIGHTS.form, documentBoost, scores);
    }
    const typos = maxTypos(term);
    const fuzzy = typos > 0 ? index.terms.fuzzyGet(term, typos) : undefined;
    if (term.length >= 2) {
      for (const [longer, id] of index.terms.atPrefix(term)) {
        // A prefix match counts as one, never also as a typo.
        fuzzy?.delete(longer);
        if (counted.has(longer)) continue;
        const distance = longer.length - term.length;
        const weight = (MATCH_WEIGHTS.prefix * longer.length) / (longer.length + 0.3 * distance);
        index.addScores(id, weight, documentBoost, scores);
      }
    }
    for (const [similar, [id, distance]] of fuzzy ?? []) {
      if (counted.has(similar)) continue;
      const weight = (MATCH_WEIGHTS.fuzzy * similar.length) / (similar.length + distance);
      index.addScores(id, weight, documentBoost, scores);
    }
    return scores;
  }

  /**
   * Each record that matches every needed term of `word`, with the sum of
   * their scores and of the scores of the boosting terms it has too
   * (`QueryWord.boostTerms`), and the boosting terms each record has.
   */
  private wordScores(word: QueryWord): WordMatches {
    let scores: Map<number, number> | undefined;
    for (const term of word.terms) {
      const termScores = this.termScores(term);
      if (scores === undefined) {
        scores = termScores;
        continue;
      }
      for (const [id, score] of scores) {
        const more = termScores.get(id);
        if (more === undefined) scores.delete(id);
        else scores.set(id, score + more);
      }
    }
    scores ??= new Map();
    const boosted = new Map<number, string[]>();
    for (const term of word.boostTerms) {
      for (const [id, more] of this.termScores(term)) {
        const score = scores.get(id);
        if (score === undefined) continue;
        scores.set(id, score + more);
        const terms = boosted.get(id);
        if (terms) terms.push(term);
        else boosted.set(id, [term]);
      }
    }
    return {scores, boosted};
  }

  /**
   * The records whose own heading (or page title, for a page's record) is
   * exactly the query's words, no more and no fewer: `click` for the query
   * "click", not `Selector.click`. A heading has every needed term, and
   * no term but those and the query's boosting terms.
   */
  private exactHeadings(words: QueryWord[]): Set<number> {
    const needed = new Set(words.flatMap((word) => word.terms));
    const boosting = new Set(words.flatMap((word) => word.boostTerms));
    const counts = new Map<number, number>();
    for (const term of needed) {
      const id = this.index.terms.get(term);
      if (id === undefined) return new Set();
      this.index.countInField(id, HEADING_FIELD, counts);
    }
    const boostCounts = new Map<number, number>();
    for (const term of boosting) {
      const id = needed.has(term) ? undefined : this.index.terms.get(term);
      if (id !== undefined) this.index.countInField(id, HEADING_FIELD, boostCounts);
    }
    const exact = new Set<number>();
    for (const [document, count] of counts) {
      const length = needed.size + (boostCounts.get(document) ?? 0);
      if (count === needed.size && this.index.fieldLength(document, HEADING_FIELD) === length) {
        exact.add(document);
      }
    }
    return exact;
  }

  /**
   * All matches for `query`, best first, restricted by the facet filters.
   * Stop words are left out. A match needs every other word, as in Algolia;
   * when no record has them all, the records that have most of them are
   * returned, as Algolia's `removeWordsIfNoResults: 'allOptional'` does, and
   * here also when fewer than `FEW_FULL_MATCHES` have them all.
   * Ranked by, in turn: the record's own heading is the query, or else one
   * of its aliases begins with it (so an alias never ranks above our own
   * name); the number of words matched; the BM25+ score, for the best
   * results raised by how close together the words are (`closenessOf`).
   * One result per URL unless `distinct` is false.
   */
  search(
    query: string,
    facetFilters: FacetFilters = [],
    {distinct = true}: {distinct?: boolean} = {},
  ): EngineResult[] {
    const onePerUrl = (results: EngineResult[]) => (distinct ? this.distinct(results) : results);
    const words = queryWords(query);
    const required = words.filter((word) => !word.optional);
    if (required.length === 0) return [];
    const perWord = words.map((word) => this.wordScores(word));
    const matches = facetMatcher(facetFilters);
    const passes = (id: number) => !matches || matches(this.records.facts(id));
    const everyWord = this.combine(words, perWord, (found) => found === required.length, passes);
    // Counted as the hits a reader sees: a heading and the text under it are one.
    const fullHits = onePerUrl(everyWord).length;
    const results =
      fullHits >= FEW_FULL_MATCHES ? everyWord : this.combine(words, perWord, () => true, passes);
    const exact = this.exactHeadings(required);
    const typed = required.map((word) => word.text);
    const rank = (id: number) =>
      exact.has(id)
        ? 2
        : this.records.aliases(id).some((alias) => queryStartsAlias(typed, alias))
          ? 1
          : 0;
    const ranks = new Map(results.map((result) => [result.id, rank(result.id)]));
    results.sort(
      (a, b) =>
        ranks.get(b.id)! - ranks.get(a.id)! || b.wordsMatched - a.wordsMatched || b.score - a.score,
    );
    const closeness = closenessOf(required);
    if (!closeness) return onePerUrl(results);
    const top = results.slice(0, PROXIMITY_WINDOW);
    const scores = new Map(
      top.map(({id, score}) => [
        id,
        score * (1 + PROXIMITY_BOOST * closeness(this.records.at(id)!)),
      ]),
    );
    top.sort(
      (a, b) =>
        ranks.get(b.id)! - ranks.get(a.id)! ||
        b.wordsMatched - a.wordsMatched ||
        scores.get(b.id)! - scores.get(a.id)!,
    );
    return onePerUrl([...top, ...results.slice(PROXIMITY_WINDOW)]);
  }

  /**
   * The best result for each URL: a heading's record and the text under it
   * link to the same place, and showing both shows the same hit twice, as
   * Algolia's `distinct` on the URL avoids.
   */
  private distinct(results: EngineResult[]): EngineResult[] {
    const records = this.records.compact;
    const seen = new Set<string>();
    return results.filter(({id}) => {
      const [page, heading] = records[id]!;
      const place = `${page} ${heading}`;
      if (seen.has(place)) return false;
      seen.add(place);
      return true;
    });
  }

  /**
   * The records that match enough of the words (`enough(required words
   * matched)`) and pass the filters, each scored by the words it matches
   * and scaled by their number of distinct terms, as MiniSearch does.
   */
  private combine(
    words: QueryWord[],
    perWord: WordMatches[],
    enough: (requiredFound: number) => boolean,
    passes: (id: number) => boolean,
  ): EngineResult[] {
    const found = new Map<number, {score: number; required: number; terms: Set<string>}>();
    words.forEach((word, w) => {
      const {scores, boosted} = perWord[w]!;
      for (const [id, score] of scores) {
        let match = found.get(id);
        if (match === undefined) {
          match = {score: 0, required: 0, terms: new Set()};
          found.set(id, match);
        }
        match.score += score;
        if (!word.optional) match.required += 1;
        for (const term of word.terms) match.terms.add(term);
        for (const term of boosted.get(id) ?? []) match.terms.add(term);
      }
    });
    const results: EngineResult[] = [];
    for (const [id, match] of found) {
      if (match.required === 0 || !enough(match.required) || !passes(id)) continue;
      results.push(
        new EngineResult(this.records, id, match.score * match.terms.size, match.required),
      );
    }
    return results;
  }
}

export function engineFromIndexFile(file: SearchIndexFile): LocalSearchEngine {
  return new LocalSearchEngine(new IndexRecords(file));
}
