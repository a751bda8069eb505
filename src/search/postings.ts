import {radixTree, type RadixNode} from './radixTree';

/**
 * Every committed entry, sorted by key (`termId * fieldCount + fieldId`):
 * a key's entries start at `start[key]` and end where the next key's start.
 */
type SortedEntries = {
  documents: Uint32Array;
  counts: Uint32Array;
  start: Uint32Array;
  fieldCount: number;
};

/**
 * One term's postings as MiniSearch reads them: per field id, a map from
 * document number to how often the term occurs there. It is filled from the
 * sorted entries the first time it is read, so building the index creates
 * one object per term instead of the site's ~190,000 map entries, and a
 * query fills only the terms it matches.
 */
export class TermPostings extends Map<number, Map<number, number>> {
  private unread: SortedEntries | null;
  private readonly termId: number;

  constructor(entries: SortedEntries, termId: number) {
    super();
    this.unread = entries;
    this.termId = termId;
  }

  private fill(): void {
    const entries = this.unread;
    if (entries === null) return;
    this.unread = null;
    const {documents, counts, start, fieldCount} = entries;
    for (let fieldId = 0; fieldId < fieldCount; fieldId += 1) {
      const key = this.termId * fieldCount + fieldId;
      if (start[key] === start[key + 1]) continue;
      const frequencies = new Map<number, number>();
      for (let i = start[key]!; i < start[key + 1]!; i += 1) {
        frequencies.set(documents[i]!, counts[i]!);
      }
      super.set(fieldId, frequencies);
    }
  }

  override get size(): number {
    this.fill();
    return super.size;
  }

  override get(fieldId: number): Map<number, number> | undefined {
    this.fill();
    return super.get(fieldId);
  }

  override has(fieldId: number): boolean {
    this.fill();
    return super.has(fieldId);
  }

  override set(fieldId: number, frequencies: Map<number, number>): this {
    this.fill();
    return super.set(fieldId, frequencies);
  }

  override delete(fieldId: number): boolean {
    this.fill();
    return super.delete(fieldId);
  }

  override clear(): void {
    this.unread = null;
    super.clear();
  }

  override forEach(
    callback: (
      frequencies: Map<number, number>,
      fieldId: number,
      map: Map<number, Map<number, number>>,
    ) => void,
    thisArg?: unknown,
  ): void {
    this.fill();
    super.forEach(callback, thisArg);
  }

  override keys(): MapIterator<number> {
    this.fill();
    return super.keys();
  }

  override values(): MapIterator<Map<number, number>> {
    this.fill();
    return super.values();
  }

  override entries(): MapIterator<[number, Map<number, number>]> {
    this.fill();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.entries();
  }
}

/** `array`, or a copy at least twice as long when it has fewer than `size` elements. */
function withCapacity(array: Uint32Array, size: number): Uint32Array {
  if (size <= array.length) return array;
  const grown = new Uint32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/** Flat parallel arrays, one entry per distinct term of each committed field. */
class Entries {
  keys: Uint32Array = new Uint32Array(4096);
  documents: Uint32Array = new Uint32Array(4096);
  counts: Uint32Array = new Uint32Array(4096);
  length = 0;

  /** Makes room for `more` entries. */
  reserve(more: number): void {
    const size = this.length + more;
    if (size <= this.keys.length) return;
    this.keys = withCapacity(this.keys, size);
    this.documents = withCapacity(this.documents, size);
    this.counts = withCapacity(this.counts, size);
  }

  /** The entries sorted by key, with a counting sort: keys are small numbers. */
  sorted(keyCount: number, fieldCount: number): SortedEntries {
    const {keys, length} = this;
    const start = new Uint32Array(keyCount + 1);
    for (let i = 0; i < length; i += 1) start[keys[i]! + 1]! += 1;
    for (let key = 1; key <= keyCount; key += 1) start[key]! += start[key - 1]!;
    const next = start.slice();
    const documents = new Uint32Array(length);
    const counts = new Uint32Array(length);
    for (let i = 0; i < length; i += 1) {
      const at = next[keys[i]!]!++;
      documents[at] = this.documents[i]!;
      counts[at] = this.counts[i]!;
    }
    return {documents, counts, start, fieldCount};
  }
}

/**
 * Counts term occurrences into MiniSearch's postings. Terms are numbered the
 * first time they are seen, so an occurrence costs one typed-array
 * increment, and each distinct term of a field adds one entry to flat
 * arrays, which `termTree` sorts by term and field.
 */
export class PostingsCounter {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private counts: Uint32Array = new Uint32Array(1024);
  private readonly counted: number[] = [];
  private readonly entries = new Entries();

  /** `expectedEntries`, when known, saves growing the entry arrays step by step. */
  constructor(
    private readonly fieldCount: number,
    expectedEntries = 0,
  ) {
    this.entries.reserve(expectedEntries);
  }

  termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.termIds.set(term, id);
      this.counts = withCapacity(this.counts, id + 1);
    }
    return id;
  }

  count(termIds: ArrayLike<number>): void {
    this.countRange(termIds, 0, termIds.length);
  }

  /** Counts `termIds[from]` up to, not including, `termIds[to]`. */
  countRange(termIds: ArrayLike<number>, from: number, to: number): void {
    const {counts, counted} = this;
    for (let i = from; i < to; i += 1) {
      const id = termIds[i]!;
      if (counts[id]++ === 0) counted.push(id);
    }
  }

  /**
   * Stores the terms counted since the last commit as field `fieldId` of
   * document `document`, which must not be lower than any committed before.
   * Returns how many distinct terms the field had.
   */
  commit(document: number, fieldId: number): number {
    const {entries, counted, counts} = this;
    entries.reserve(counted.length);
    for (const id of counted) {
      entries.keys[entries.length] = id * this.fieldCount + fieldId;
      entries.documents[entries.length] = document;
      entries.counts[entries.length] = counts[id]!;
      entries.length += 1;
      counts[id] = 0;
    }
    const distinct = counted.length;
    counted.length = 0;
    return distinct;
  }

  /**
   * MiniSearch's term map: a radix tree of every term that has postings,
   * each term's documents in the order they were committed.
   */
  termTree(): RadixNode<TermPostings> {
    const entries = this.entries.sorted(this.terms.length * this.fieldCount, this.fieldCount);
    const {start} = entries;
    const termsWithPostings: number[] = [];
    for (let id = 0; id < this.terms.length; id += 1) {
      if (start[id * this.fieldCount] !== start[(id + 1) * this.fieldCount])
        termsWithPostings.push(id);
    }
    const terms = this.terms;
    termsWithPostings.sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
    return radixTree(
      termsWithPostings.map((id) => terms[id]!),
      termsWithPostings.map((id) => new TermPostings(entries, id)),
    );
  }
}
