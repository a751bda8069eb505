import {describe, expect, it, vi} from 'vitest';

import {
  type CharacterTerms,
  type FieldFrequencies,
  TermPostings,
  WordOccurrences,
} from '../../../src/search/postings';
import type {RadixNode} from '../../../src/search/radixTree';

const plain = (postings: Map<number, Map<number, number>>) =>
  [...postings].map(([field, documents]) => [field, [...documents]]);

/** Character terms from a table of each character's term ids; other characters are gaps. */
function characterTerms(table: Record<string, number[]>): CharacterTerms {
  const size = Math.max(...Object.keys(table).map((char) => char.charCodeAt(0))) + 1;
  const start = new Uint32Array(size);
  const end = new Uint32Array(size);
  const termIds: number[] = [];
  for (const [char, ids] of Object.entries(table)) {
    start[char.charCodeAt(0)] = termIds.length;
    termIds.push(...ids);
    end[char.charCodeAt(0)] = termIds.length;
  }
  return {start, end, termIds: Uint32Array.from(termIds)};
}

describe('TermPostings', () => {
  const postings: FieldFrequencies = new Map([
    [0, new Map([[1, 2]])],
    [2, new Map([[5, 1]])],
  ]);

  it('reads its postings from the source once, when first used', () => {
    const source = {postings: vi.fn(() => new Map(postings))};
    const term = new TermPostings(source, 7);
    expect(source.postings).not.toHaveBeenCalled();
    expect(term.size).toBe(2);
    expect([...term.get(0)!]).toEqual([[1, 2]]);
    expect(term.has(1)).toBe(false);
    expect(source.postings).toHaveBeenCalledTimes(1);
    expect(source.postings).toHaveBeenCalledWith(7);
  });

  it('reads as a Map whichever method is called first', () => {
    const term = () => new TermPostings({postings: () => new Map(postings)}, 0);
    const seen: number[] = [];
    term().forEach((_, field) => seen.push(field));
    expect(seen).toEqual([0, 2]);
    expect([...term().keys()]).toEqual([0, 2]);
    expect([...term().values()].map((documents) => documents.size)).toEqual([1, 1]);
    expect(plain(term())).toEqual(plain(postings));
    expect(Object.prototype.toString.call(term())).toBe('[object Map]');
    const changed = term();
    changed.set(1, new Map([[9, 9]]));
    expect(changed.delete(0)).toBe(true);
    expect(plain(changed)).toEqual([
      [2, [[5, 1]]],
      [1, [[9, 9]]],
    ]);
    const cleared = term();
    cleared.clear();
    expect(cleared.size).toBe(0);
  });
});

/** Every key of a radix tree with its value, in tree order. */
function leaves(tree: RadixNode<TermPostings>, prefix = ''): Array<[string, TermPostings]> {
  return [...tree].flatMap(([label, child]) =>
    child instanceof TermPostings
      ? [[prefix, child] as [string, TermPostings]]
      : leaves(child, prefix + label),
  );
}

describe('WordOccurrences', () => {
  // Terms: 0 tap, 1 it, 2 again, 3 tapit. Word "T" gives tap; "t" also gives
  // tap (as "Tap" and "tap" do); "I" gives it; "J" gives tap, it and tapit
  // (as "tap_it" does); "D" gives tap twice; "," is a gap.
  const terms = new Map([
    ['tap', 0],
    ['it', 1],
    ['again', 2],
    ['tapit', 3],
  ]);
  const occurrencesOf = (expectedEntries = 0) =>
    new WordOccurrences(
      3,
      characterTerms({T: [0], t: [0], I: [1], A: [2], J: [0, 1, 3], D: [0, 0]}),
      terms.size,
      expectedEntries,
    );

  it("counts each field's distinct terms", () => {
    const occurrences = occurrencesOf();
    occurrences.add('TtI,T', 0, 0);
    expect(occurrences.endField()).toBe(2);
    occurrences.add('J', 0, 1);
    occurrences.add('TI', 0, 1);
    expect(occurrences.endField()).toBe(3);
    expect(occurrences.endField()).toBe(0);
    occurrences.add(',', 1, 0);
    expect(occurrences.endField()).toBe(0);
    occurrences.add('D', 1, 2);
    expect(occurrences.endField()).toBe(1);
  });

  it("gathers a term's postings from every word it comes from, documents in order", () => {
    const occurrences = occurrencesOf();
    occurrences.add('tT', 0, 2);
    occurrences.add('I', 1, 0);
    occurrences.add('T', 2, 0);
    occurrences.add('J', 2, 1);
    occurrences.add('t', 3, 0);
    occurrences.add('D,t', 4, 0);
    occurrences.add('T', 5, 0);
    // "tap" comes from T, t, J and D, each of whose entries are in document
    // order on their own; together they are sorted again.
    expect(plain(occurrences.postings(terms.get('tap')!))).toEqual([
      [
        0,
        [
          [2, 1],
          [3, 1],
          [4, 3],
          [5, 1],
        ],
      ],
      [1, [[2, 1]]],
      [2, [[0, 2]]],
    ]);
    expect(plain(occurrences.postings(terms.get('it')!))).toEqual([
      [0, [[1, 1]]],
      [1, [[2, 1]]],
    ]);
    expect(plain(occurrences.postings(terms.get('again')!))).toEqual([]);
  });

  it('makes a term tree in alphabetical order, each term with its postings', () => {
    const occurrences = occurrencesOf();
    occurrences.add('J', 0, 0);
    occurrences.add('A', 1, 2);
    expect(
      leaves(occurrences.termTree(terms)).map(([term, postings]) => [term, plain(postings)]),
    ).toEqual([
      ['again', [[2, [[1, 1]]]]],
      ['it', [[0, [[0, 1]]]]],
      ['tap', [[0, [[0, 1]]]]],
      ['tapit', [[0, [[0, 1]]]]],
    ]);
  });

  it('grows past its initial capacity', () => {
    const occurrences = occurrencesOf(2);
    const text = 'T'.repeat(3000);
    for (let document = 0; document < 3; document += 1) {
      occurrences.add(text, document, 1);
      expect(occurrences.endField()).toBe(1);
    }
    expect(plain(occurrences.postings(terms.get('tap')!))).toEqual([
      [
        1,
        [
          [0, 3000],
          [1, 3000],
          [2, 3000],
        ],
      ],
    ]);
  });
});
