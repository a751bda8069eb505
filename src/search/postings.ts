import {radixTree, type RadixNode} from './radixTree';

/** A term's postings as MiniSearch reads them: field id → document number → count. */
export type FieldFrequencies = Map<number, Map<number, number>>;

/** What a `TermPostings` reads its postings from, the first time they are needed. */
export type PostingsSource = {postings(termId: number): FieldFrequencies};

/**
 * One term's postings, read from their source the first time MiniSearch asks,
 * so building the index creates one object per term instead of the site's
 * ~190,000 map entries, and a query reads only the terms it matches. It
 * implements Map rather than extending it: a Map subclass allocates its own
 * table when constructed, which for the site's ~5,500 terms cost about a
 * tenth of the build.
 */
export class TermPostings implements Map<number, Map<number, number>> {
  private readonly source: PostingsSource;
  private readonly termId: number;
  private filled: FieldFrequencies | undefined;

  constructor(source: PostingsSource, termId: number) {
    this.source = source;
    this.termId = termId;
  }

  private get fields(): FieldFrequencies {
    return (this.filled ??= this.source.postings(this.termId));
  }

  get [Symbol.toStringTag](): string {
    return 'Map';
  }

  get size(): number {
    return this.fields.size;
  }

  get(fieldId: number): Map<number, number> | undefined {
    return this.fields.get(fieldId);
  }

  has(fieldId: number): boolean {
    return this.fields.has(fieldId);
  }

  set(fieldId: number, frequencies: Map<number, number>): this {
    this.fields.set(fieldId, frequencies);
    return this;
  }

  delete(fieldId: number): boolean {
    return this.fields.delete(fieldId);
  }

  clear(): void {
    this.fields.clear();
  }

  forEach(
    callback: (
      frequencies: Map<number, number>,
      fieldId: number,
      map: Map<number, Map<number, number>>,
    ) => void,
    thisArg?: unknown,
  ): void {
    this.fields.forEach((frequencies, fieldId) =>
      callback.call(thisArg, frequencies, fieldId, this),
    );
  }

  keys(): MapIterator<number> {
    return this.fields.keys();
  }

  values(): MapIterator<Map<number, number>> {
    return this.fields.values();
  }

  entries(): MapIterator<[number, Map<number, number>]> {
    return this.fields.entries();
  }

  [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.fields.entries();
  }
}

/**
 * The terms each character of an encoded text stands for: the character
 * with code c stands for `termIds[start[c]]` up to, not including,
 * `termIds[end[c]]`; a character for a gap between words stands for none.
 */
export type CharacterTerms = {start: Uint32Array; end: Uint32Array; termIds: Uint32Array};

/** `array`, or a copy at least twice as long when it has fewer than `size` elements. */
function withCapacity(array: Uint32Array, size: number): Uint32Array {
  if (size <= array.length) return array;
  const grown = new Uint32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/**
 * Where each word occurs, recorded in one pass over the encoded texts: each
 * occurrence of a word (a character) in a field of a document adds one entry,
 * `document * fieldCount + fieldId`, chained to the word's previous entry.
 * Fields must be added in document order, so a word's entries come in that
 * order too. A term's postings are the entries of the words it comes from,
 * gathered only when a query first needs them (`postings`).
 *
 * This is what the first search results wait for, so the pass does one
 * typed-array append per word and no per-term work beyond counting each
 * field's distinct terms, which ranking needs for every document.
 */
export class WordOccurrences implements PostingsSource {
  private readonly characters: CharacterTerms;
  /** Entry 0 is never used, so 0 ends a chain. */
  private entryCount = 1;
  private entryKeys: Uint32Array;
  private nextEntry: Uint32Array;
  /** The first and the last entry of each character code. */
  private readonly firstEntry: Uint32Array;
  private readonly lastEntry: Uint32Array;
  /** The field each term was last seen in (its key + 1), to count distinct terms per field. */
  private readonly lastSeenIn: Uint32Array;
  private distinctTerms = 0;
  /** Per term, the character codes it comes from (once per occurrence among their terms). */
  private termCharacters: {start: Uint32Array; codes: Uint32Array} | undefined;

  /** `expectedEntries`, when known, saves growing the entry arrays step by step. */
  constructor(
    private readonly fieldCount: number,
    characters: CharacterTerms,
    private readonly termCount: number,
    expectedEntries = 0,
  ) {
    this.characters = characters;
    const capacity = Math.max(1024, expectedEntries + 1);
    this.entryKeys = new Uint32Array(capacity);
    this.nextEntry = new Uint32Array(capacity);
    this.firstEntry = new Uint32Array(characters.start.length);
    this.lastEntry = new Uint32Array(characters.start.length);
    this.lastSeenIn = new Uint32Array(termCount);
  }

  /** Records the words of `text` as occurring in field `fieldId` of `document`. */
  add(text: string, document: number, fieldId: number): void {
    if (this.entryCount + text.length > this.entryKeys.length) {
      this.entryKeys = withCapacity(this.entryKeys, this.entryCount + text.length);
      this.nextEntry = withCapacity(this.nextEntry, this.entryCount + text.length);
    }
    const {start, end, termIds} = this.characters;
    const {entryKeys, nextEntry, firstEntry, lastEntry, lastSeenIn} = this;
    const key = document * this.fieldCount + fieldId;
    let entry = this.entryCount;
    let distinct = this.distinctTerms;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      const last = end[code]!;
      let t = start[code]!;
      if (t === last) continue;
      entryKeys[entry] = key;
      if (firstEntry[code] === 0) firstEntry[code] = entry;
      else nextEntry[lastEntry[code]!] = entry;
      lastEntry[code] = entry;
      entry += 1;
      for (; t < last; t += 1) {
        const id = termIds[t]!;
        if (lastSeenIn[id] !== key + 1) {
          lastSeenIn[id] = key + 1;
          distinct += 1;
        }
      }
    }
    this.entryCount = entry;
    this.distinctTerms = distinct;
  }

  /**
   * Ends the field being added; returns its number of distinct terms. A
   * field's texts must be added one after the other, then ended.
   */
  endField(): number {
    const distinct = this.distinctTerms;
    this.distinctTerms = 0;
    return distinct;
  }

  /** The inverse of the character terms, made the first time a query needs postings. */
  private charactersOfTerms(): {start: Uint32Array; codes: Uint32Array} {
    if (this.termCharacters) return this.termCharacters;
    const {start, end, termIds} = this.characters;
    const termStart = new Uint32Array(this.termCount + 1);
    for (let t = 0; t < termIds.length; t += 1) termStart[termIds[t]! + 1]! += 1;
    for (let id = 0; id < this.termCount; id += 1) termStart[id + 1]! += termStart[id]!;
    const codes = new Uint32Array(termIds.length);
    const filled = termStart.slice(0, this.termCount);
    for (let code = 0; code < start.length; code += 1) {
      for (let t = start[code]!; t < end[code]!; t += 1) codes[filled[termIds[t]!]!++] = code;
    }
    this.termCharacters = {start: termStart, codes};
    return this.termCharacters;
  }

  /** Term `termId`'s postings: per field, in field order, its documents in order. */
  postings(termId: number): FieldFrequencies {
    const {start, codes} = this.charactersOfTerms();
    const {entryKeys, nextEntry, firstEntry, fieldCount} = this;
    const fields: Array<Map<number, number> | undefined> = new Array(fieldCount);
    const lastDocument = new Array<number>(fieldCount).fill(-1);
    const unordered = new Array<boolean>(fieldCount).fill(false);
    for (let c = start[termId]!; c < start[termId + 1]!; c += 1) {
      for (let entry = firstEntry[codes[c]!]!; entry !== 0; entry = nextEntry[entry]!) {
        const key = entryKeys[entry]!;
        const fieldId = key % fieldCount;
        const document = (key - fieldId) / fieldCount;
        let frequencies = fields[fieldId];
        if (frequencies === undefined) fields[fieldId] = frequencies = new Map();
        const count = frequencies.get(document);
        if (count === undefined) {
          // Several words of one term each come in document order, but not together.
          if (document < lastDocument[fieldId]!) unordered[fieldId] = true;
          lastDocument[fieldId] = document;
          frequencies.set(document, 1);
        } else {
          frequencies.set(document, count + 1);
        }
      }
    }
    const postings: FieldFrequencies = new Map();
    fields.forEach((frequencies, fieldId) => {
      if (frequencies === undefined) return;
      postings.set(
        fieldId,
        unordered[fieldId] ? new Map([...frequencies].sort(([a], [b]) => a - b)) : frequencies,
      );
    });
    return postings;
  }

  /** MiniSearch's term map: a radix tree of the numbered terms, each with its postings. */
  termTree(termIds: ReadonlyMap<string, number>): RadixNode<TermPostings> {
    // The default sort orders strings by UTF-16 code unit, as the tree needs,
    // and was about three times faster here than sorting ids with a comparator.
    const sortedTerms = [...termIds.keys()].sort();
    return radixTree(
      sortedTerms,
      sortedTerms.map((term) => new TermPostings(this, termIds.get(term)!)),
    );
  }
}
