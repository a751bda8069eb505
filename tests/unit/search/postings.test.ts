import {describe, expect, it} from 'vitest';

import {
  DocumentFrequencies,
  PostingsCounter,
  type TermPostings,
} from '../../../src/search/postings';

const slice = () => ({
  documents: Uint32Array.from([9, 1, 4, 7, 9]),
  counts: Uint32Array.from([0, 2, 1, 3, 0]),
  start: 1,
  end: 4,
});

describe('DocumentFrequencies', () => {
  it('reads as the map of its slice, in slice order', () => {
    const frequencies = new DocumentFrequencies(slice());
    expect(frequencies.size).toBe(3);
    expect(frequencies.get(4)).toBe(1);
    expect(frequencies.get(9)).toBeUndefined();
    expect(frequencies.has(7)).toBe(true);
    expect([...frequencies.keys()]).toEqual([1, 4, 7]);
    expect([...frequencies.values()]).toEqual([2, 1, 3]);
    expect([...frequencies]).toEqual([
      [1, 2],
      [4, 1],
      [7, 3],
    ]);
    expect(Object.fromEntries(new DocumentFrequencies(slice()))).toEqual({1: 2, 4: 1, 7: 3});
  });

  it('fills itself whichever method is called first', () => {
    const seen: Array<[number, number]> = [];
    new DocumentFrequencies(slice()).forEach((count, document) => seen.push([document, count]));
    expect(seen).toEqual([
      [1, 2],
      [4, 1],
      [7, 3],
    ]);
    const changed = new DocumentFrequencies(slice());
    changed.set(8, 5);
    expect(changed.delete(1)).toBe(true);
    expect([...changed.entries()]).toEqual([
      [4, 1],
      [7, 3],
      [8, 5],
    ]);
    const cleared = new DocumentFrequencies(slice());
    cleared.clear();
    expect(cleared.size).toBe(0);
  });
});

describe('PostingsCounter', () => {
  const plain = (termMap: Map<string, TermPostings>) =>
    [...termMap].map(([term, byField]) => [
      term,
      [...byField].map(([field, documents]) => [field, [...documents]]),
    ]);

  it('counts terms per document and field into MiniSearch postings', () => {
    const counter = new PostingsCounter(2);
    const [tapId, itId, againId] = ['tap', 'it', 'again'].map((term) => counter.termId(term));
    expect(counter.termId('tap')).toBe(tapId);
    counter.count([tapId!, itId!, tapId!]);
    expect(counter.commit(0, 1)).toBe(2);
    counter.count([againId!]);
    expect(counter.commit(1, 0)).toBe(1);
    counter.count([tapId!]);
    expect(counter.commit(1, 1)).toBe(1);
    expect(counter.commit(2, 0)).toBe(0);

    const termMap = new Map<string, TermPostings>();
    counter.writeTo(termMap);
    // Terms in the order they first got a posting; documents in commit order.
    expect(plain(termMap)).toEqual([
      [
        'tap',
        [
          [
            1,
            [
              [0, 2],
              [1, 1],
            ],
          ],
        ],
      ],
      ['it', [[1, [[0, 1]]]]],
      ['again', [[0, [[1, 1]]]]],
    ]);
  });

  it('grows past its initial capacity', () => {
    const counter = new PostingsCounter(4);
    const ids = Array.from({length: 3000}, (_, i) => counter.termId(`term${i}`));
    for (let document = 0; document < 3; document += 1) {
      counter.count(ids);
      expect(counter.commit(document, 3)).toBe(3000);
    }
    const termMap = new Map<string, TermPostings>();
    counter.writeTo(termMap);
    expect(termMap.size).toBe(3000);
    expect([...termMap.get('term2999')!.get(3)!]).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });
});
