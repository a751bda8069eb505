import {radixTree, type RadixNode} from './radixTree';

/**
 * Every committed entry, chained per key (`termId * fieldCount + fieldId`):
 * a key's entries start at `first[key]`, and each leads to `next[entry]`,
 * in the order they were committed. Entry 0 is never used, so 0 ends a chain.
 */
type ChainedEntries = {
  documents: Uint32Array;
  counts: Uint32Array;
  next: Uint32Array;
  first: Uint32Array;
  fieldCount: number;
};

/**
 * One term's postings as MiniSearch reads them: per field id, a map from
 * document number to how often the term occurs there. It is filled from the
 * chained entries the first time it is read, so building the index creates
 * one object per term instead of the site's ~190,000 map entries, and a
 * query fills only the terms it matches. It implements Map rather than
 * extending it: a Map subclass allocates its own table when constructed,
 * which for the site's ~5,500 terms cost about a tenth of the build.
 */
export class TermPostings implements Map<number, Map<number, number>> {
  private readonly chained: ChainedEntries;
  private readonly termId: number;
  private filled: Map<number, Map<number, number>> | undefined;

  constructor(entries: ChainedEntries, termId: number) {
    this.chained = entries;
    this.termId = termId;
  }

  /** The postings, read from the entries the first time they are needed. */
  private get fields(): Map<number, Map<number, number>> {
    if (this.filled) return this.filled;
    const {documents, counts, next, first, fieldCount} = this.chained;
    const fields = new Map<number, Map<number, number>>();
    for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
      let entry = first[this.termId * fieldCount + fieldId]!;
      if (entry === 0) continue;
      const frequencies = new Map<number, number>();
      for (; entry !== 0; entry = next[entry]!) {
        frequencies.set(documents[entry]!, counts[entry]!);
      }
      fields.set(fieldId, frequencies);
    }
    this.filled = fields;
    return fields;
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

/** `array`, or a copy at least twice as long when it has fewer than `size` elements. */
function withCapacity(array: Uint32Array, size: number): Uint32Array {
  if (size <= array.length) return array;
  const grown = new Uint32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/**
 * Counts term occurrences into MiniSearch's postings. Terms are numbered the
 * first time they are seen, so an occurrence costs one typed-array
 * increment. Each distinct term of a committed field adds one entry to flat
 * arrays, chained to the entry before it with the same term and field, so
 * `termTree` finds a term's entries without sorting them.
 *
 * This is what the first search results wait for, and it runs once, mostly
 * before the JIT has optimised it; so work done per term or per entry is
 * written out inline rather than in small methods.
 */
export class PostingsCounter {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  /** How often each term occurred since the last commit. */
  private occurrences: Uint32Array = new Uint32Array(1024);
  /**
   * The terms with occurrences since the last commit, the first
   * `countedLength` of them: a typed array, because emptying a JS array at
   * each commit would make it allocate again at the next.
   */
  private counted: Uint32Array = new Uint32Array(1024);
  private countedLength = 0;
  /** Entry 0 is never used, so 0 can end a chain. */
  private entryCount = 1;
  private entryDocuments: Uint32Array;
  private entryCounts: Uint32Array;
  private nextEntry: Uint32Array;
  /** The first and the last entry of each key (`termId * fieldCount + fieldId`). */
  private firstEntry: Uint32Array = new Uint32Array(4096);
  private lastEntry: Uint32Array = new Uint32Array(4096);

  /** `expectedEntries`, when known, saves growing the entry arrays step by step. */
  constructor(
    private readonly fieldCount: number,
    expectedEntries = 0,
  ) {
    const capacity = Math.max(4096, expectedEntries + 1);
    this.entryDocuments = new Uint32Array(capacity);
    this.entryCounts = new Uint32Array(capacity);
    this.nextEntry = new Uint32Array(capacity);
  }

  termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      this.occurrences = withCapacity(this.occurrences, id + 1);
      this.counted = withCapacity(this.counted, id + 1);
      this.firstEntry = withCapacity(this.firstEntry, (id + 1) * this.fieldCount);
      this.lastEntry = withCapacity(this.lastEntry, (id + 1) * this.fieldCount);
    }
    return id;
  }

  count(termIds: ArrayLike<number>): void {
    const {occurrences, counted} = this;
    let length = this.countedLength;
    for (let i = 0; i < termIds.length; i += 1) {
      const id = termIds[i]!;
      if (occurrences[id]++ === 0) counted[length++] = id;
    }
    this.countedLength = length;
  }

  /**
   * Counts the terms of a text written one character per piece: the
   * character with code c stands for `termIds[start[c]]` up to, not
   * including, `termIds[end[c]]`.
   */
  countCharacters(text: string, termIds: Uint32Array, start: Uint32Array, end: Uint32Array): void {
    const {occurrences, counted} = this;
    let length = this.countedLength;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      for (let t = start[code]!; t < end[code]!; t += 1) {
        const id = termIds[t]!;
        if (occurrences[id]++ === 0) counted[length++] = id;
      }
    }
    this.countedLength = length;
  }

  /**
   * Stores the terms counted since the last commit as field `fieldId` of
   * document `document`, which must not be lower than any committed before.
   * Returns how many distinct terms the field had.
   */
  commit(document: number, fieldId: number): number {
    const {counted, occurrences, fieldCount, firstEntry, lastEntry} = this;
    const distinct = this.countedLength;
    let entry = this.entryCount;
    if (entry + distinct > this.entryDocuments.length) {
      this.entryDocuments = withCapacity(this.entryDocuments, entry + distinct);
      this.entryCounts = withCapacity(this.entryCounts, entry + distinct);
      this.nextEntry = withCapacity(this.nextEntry, entry + distinct);
    }
    const {entryDocuments, entryCounts, nextEntry} = this;
    for (let i = 0; i < distinct; i += 1) {
      const id = counted[i]!;
      const key = id * fieldCount + fieldId;
      entryDocuments[entry] = document;
      entryCounts[entry] = occurrences[id]!;
      if (firstEntry[key] === 0) firstEntry[key] = entry;
      else nextEntry[lastEntry[key]!] = entry;
      lastEntry[key] = entry;
      occurrences[id] = 0;
      entry += 1;
    }
    this.entryCount = entry;
    this.countedLength = 0;
    return distinct;
  }

  /**
   * MiniSearch's term map: a radix tree of every term that has postings,
   * each term's documents in the order they were committed.
   */
  termTree(): RadixNode<TermPostings> {
    const {fieldCount, firstEntry, terms} = this;
    const entries: ChainedEntries = {
      documents: this.entryDocuments,
      counts: this.entryCounts,
      next: this.nextEntry,
      first: firstEntry,
      fieldCount,
    };
    const termsWithPostings: number[] = [];
    for (let id = 0; id < terms.length; id += 1) {
      for (let key = id * fieldCount; key < (id + 1) * fieldCount; key += 1) {
        if (firstEntry[key] !== 0) {
          termsWithPostings.push(id);
          break;
        }
      }
    }
    // The default sort orders strings by UTF-16 code unit, as the tree needs,
    // and was about three times faster here than sorting ids with a comparator.
    const sortedTerms = termsWithPostings.map((id) => terms[id]!).sort();
    return radixTree(
      sortedTerms,
      sortedTerms.map((term) => new TermPostings(entries, this.termIds.get(term)!)),
    );
  }
}
