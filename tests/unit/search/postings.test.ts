import {describe, expect, it} from 'vitest';

import {PostingsCounter, TermPostings} from '../../../src/search/postings';
import type {RadixNode} from '../../../src/search/radixTree';

/**
 * Two terms over two fields, keyed `termId * 2 + fieldId`, entries chained
 * per key in commit order (entry 0 unused): term 0 has documents 1, 4 and 7
 * in field 0 and document 2 in field 1; term 1 has only document 3, in field 1.
 */
const entries = () => ({
  documents: Uint32Array.from([0, 1, 2, 4, 3, 7]),
  counts: Uint32Array.from([0, 2, 5, 1, 1, 3]),
  next: Uint32Array.from([0, 3, 0, 5, 0, 0]),
  first: Uint32Array.from([1, 2, 0, 4]),
  fieldCount: 2,
});

const plain = (postings: Map<number, Map<number, number>>) =>
  [...postings].map(([field, documents]) => [field, [...documents]]);

describe('TermPostings', () => {
  it("reads as its term's fields, each a map of documents to counts", () => {
    const first = new TermPostings(entries(), 0);
    expect(first.size).toBe(2);
    expect(plain(first)).toEqual([
      [
        0,
        [
          [1, 2],
          [4, 1],
          [7, 3],
        ],
      ],
      [1, [[2, 5]]],
    ]);
    const second = new TermPostings(entries(), 1);
    expect(second.has(0)).toBe(false);
    expect([...second.get(1)!]).toEqual([[3, 1]]);
  });

  it('fills itself whichever method is called first', () => {
    const seen: number[] = [];
    new TermPostings(entries(), 0).forEach((_, field) => seen.push(field));
    expect(seen).toEqual([0, 1]);
    expect([...new TermPostings(entries(), 0).keys()]).toEqual([0, 1]);
    expect([...new TermPostings(entries(), 1).values()].map((documents) => documents.size)).toEqual(
      [1],
    );
    const changed = new TermPostings(entries(), 1);
    changed.set(0, new Map([[9, 9]]));
    expect(changed.delete(1)).toBe(true);
    expect(plain(changed)).toEqual([[0, [[9, 9]]]]);
    const cleared = new TermPostings(entries(), 0);
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

describe('PostingsCounter', () => {
  it('counts terms per document and field into a term tree, in alphabetical order', () => {
    const counter = new PostingsCounter(2);
    const [tapId, itId, againId, unusedId] = ['tap', 'it', 'again', 'unused'].map((term) =>
      counter.termId(term),
    );
    expect(counter.termId('tap')).toBe(tapId);
    expect(unusedId).toBe(3);
    counter.count([tapId!, itId!, tapId!]);
    expect(counter.commit(0, 1)).toBe(2);
    counter.count([againId!]);
    expect(counter.commit(1, 0)).toBe(1);
    counter.count([tapId!]);
    expect(counter.commit(1, 1)).toBe(1);
    expect(counter.commit(2, 0)).toBe(0);

    // Terms without postings are left out; documents keep their commit order.
    expect(leaves(counter.termTree()).map(([term, postings]) => [term, plain(postings)])).toEqual([
      ['again', [[0, [[1, 1]]]]],
      ['it', [[1, [[0, 1]]]]],
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
    ]);
  });

  it('grows past its initial capacity', () => {
    const counter = new PostingsCounter(4);
    const ids = Array.from({length: 3000}, (_, i) => counter.termId(`term${i}`));
    for (let document = 0; document < 3; document += 1) {
      counter.count(ids);
      expect(counter.commit(document, 3)).toBe(3000);
    }
    const terms = new Map(leaves(counter.termTree()));
    expect(terms.size).toBe(3000);
    expect([...terms.get('term2999')!.get(3)!]).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });
});
