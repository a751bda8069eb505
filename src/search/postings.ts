/** Per field id, how often a term occurs in each document: MiniSearch's postings. */
export type TermPostings = Map<number, Map<number, number>>;

/** Where one term's documents in one field sit in the counter's shared arrays. */
type Slice = {documents: Uint32Array; counts: Uint32Array; start: number; end: number};

/**
 * A term's documents in one field, as MiniSearch reads them: a map from
 * document number to term frequency. It is filled from the shared arrays
 * the first time it is read, so building the index creates none of the
 * site's ~190,000 map entries; a query fills only the terms it matches.
 */
export class DocumentFrequencies extends Map<number, number> {
  private slice: Slice | null;

  constructor(slice: Slice) {
    super();
    this.slice = slice;
  }

  private fill(): void {
    const slice = this.slice;
    if (slice === null) return;
    this.slice = null;
    for (let i = slice.start; i < slice.end; i += 1) {
      super.set(slice.documents[i]!, slice.counts[i]!);
    }
  }

  override get size(): number {
    this.fill();
    return super.size;
  }

  override get(document: number): number | undefined {
    this.fill();
    return super.get(document);
  }

  override has(document: number): boolean {
    this.fill();
    return super.has(document);
  }

  override set(document: number, count: number): this {
    this.fill();
    return super.set(document, count);
  }

  override delete(document: number): boolean {
    this.fill();
    return super.delete(document);
  }

  override clear(): void {
    this.slice = null;
    super.clear();
  }

  override forEach(
    callback: (count: number, document: number, map: Map<number, number>) => void,
    thisArg?: unknown,
  ): void {
    this.fill();
    super.forEach(callback, thisArg);
  }

  override keys(): MapIterator<number> {
    this.fill();
    return super.keys();
  }

  override values(): MapIterator<number> {
    this.fill();
    return super.values();
  }

  override entries(): MapIterator<[number, number]> {
    this.fill();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }
}

/** `array`, or a copy at least twice as long when it has fewer than `size` elements. */
function withCapacity<Typed extends Uint8Array | Uint32Array>(array: Typed, size: number): Typed {
  if (size <= array.length) return array;
  const grown = new (array.constructor as new (length: number) => Typed)(
    Math.max(size, array.length * 2),
  );
  grown.set(array);
  return grown;
}

/** Flat parallel arrays, one entry per distinct term of each committed field. */
class Entries {
  keys = new Uint32Array(4096);
  documents = new Uint32Array(4096);
  counts = new Uint32Array(4096);
  length = 0;

  /** Makes room for `more` entries. */
  reserve(more: number): void {
    const size = this.length + more;
    this.keys = withCapacity(this.keys, size);
    this.documents = withCapacity(this.documents, size);
    this.counts = withCapacity(this.counts, size);
  }
}

/**
 * Counts term occurrences into MiniSearch's postings. Terms are numbered the
 * first time they are seen, so an occurrence costs one typed-array
 * increment, and each distinct term of a field adds one entry to flat
 * arrays, which `writeTo` sorts by term and field.
 */
export class PostingsCounter {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private counts = new Uint32Array(1024);
  private readonly counted: number[] = [];
  /** Which term and field (`termId * fieldCount + fieldId`), document, count. */
  private readonly entries = new Entries();
  /** Whether a term-and-field key has entries yet, and the keys in the order they first did. */
  private keySeen = new Uint8Array(1024);
  private readonly keysInFirstSeenOrder: number[] = [];

  constructor(private readonly fieldCount: number) {}

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
    for (let i = 0; i < termIds.length; i += 1) {
      const id = termIds[i]!;
      if (this.counts[id]++ === 0) this.counted.push(id);
    }
  }

  /**
   * Stores the terms counted since the last commit as field `fieldId` of
   * document `document`, which must not be lower than any committed before.
   * Returns how many distinct terms the field had.
   */
  commit(document: number, fieldId: number): number {
    const entries = this.entries;
    entries.reserve(this.counted.length);
    for (const id of this.counted) {
      const key = id * this.fieldCount + fieldId;
      this.keySeen = withCapacity(this.keySeen, key + 1);
      if (this.keySeen[key] === 0) {
        this.keySeen[key] = 1;
        this.keysInFirstSeenOrder.push(key);
      }
      entries.keys[entries.length] = key;
      entries.documents[entries.length] = document;
      entries.counts[entries.length] = this.counts[id]!;
      entries.length += 1;
      this.counts[id] = 0;
    }
    const distinct = this.counted.length;
    this.counted.length = 0;
    return distinct;
  }

  /**
   * Adds every counted term to MiniSearch's term map, in the order
   * `MiniSearch#addAll` would have added them; each term's documents keep
   * the order they were committed in.
   */
  writeTo(termMap: Map<string, TermPostings>): void {
    const {keys, length} = this.entries;
    // A counting sort by key: `start[key]` is where the key's entries begin.
    const start = new Uint32Array(this.terms.length * this.fieldCount + 1);
    for (let i = 0; i < length; i += 1) start[keys[i]! + 1]! += 1;
    for (let key = 1; key < start.length; key += 1) start[key]! += start[key - 1]!;
    const next = start.slice();
    const documents = new Uint32Array(length);
    const counts = new Uint32Array(length);
    for (let i = 0; i < length; i += 1) {
      const at = next[keys[i]!]!++;
      documents[at] = this.entries.documents[i]!;
      counts[at] = this.entries.counts[i]!;
    }
    const byTerm = new Array<TermPostings | undefined>(this.terms.length);
    for (const key of this.keysInFirstSeenOrder) {
      const id = Math.floor(key / this.fieldCount);
      let postings = byTerm[id];
      if (postings === undefined) {
        postings = new Map();
        byTerm[id] = postings;
        termMap.set(this.terms[id]!, postings);
      }
      const slice = {documents, counts, start: start[key]!, end: start[key + 1]!};
      postings.set(key % this.fieldCount, new DocumentFrequencies(slice));
    }
  }
}
