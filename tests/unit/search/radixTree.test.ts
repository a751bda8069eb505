import SearchableMap from 'minisearch/SearchableMap';
import {describe, expect, it} from 'vitest';

import {radixTree, type RadixNode} from '../../../src/search/radixTree';

/** A tree as nested sorted pairs, so trees compare whatever order their edges were added in. */
function shape(node: RadixNode<number> | number): unknown {
  if (typeof node === 'number') return node;
  return [...node]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([label, child]) => [label, shape(child)]);
}

function insertedOneByOne(keys: string[]): SearchableMap<number> {
  const map = new SearchableMap<number>();
  keys.forEach((key, i) => map.set(key, i));
  return map;
}

function built(keys: string[]): SearchableMap<number> {
  const sorted = [...keys].sort();
  const tree = radixTree(
    sorted,
    sorted.map((key) => keys.indexOf(key)),
  );
  // MiniSearch types its tree more narrowly than a plain nested map.
  return new SearchableMap<number>(tree as ConstructorParameters<typeof SearchableMap<number>>[0]);
}

const treeOf = (map: SearchableMap<number>) =>
  shape((map as unknown as {_tree: RadixNode<number>})._tree);

const KEY_SETS = {
  'keys that are prefixes of others': ['find', 'find_colors', 'findcolors', 'fin', 'f', 'colors'],
  'keys that share nothing': ['tap', 'swipe', 'ocr', 'hid'],
  'one key': ['tapcraft'],
  'CJK characters and pairs': ['软', '件', '软件', '下载', '下', '载', '件下'],
  'a key and its extension': ['screen', 'screenshot', 'screens'],
  'no keys': [],
};

describe('radixTree', () => {
  for (const [name, keys] of Object.entries(KEY_SETS)) {
    it(`builds the tree SearchableMap builds key by key: ${name}`, () => {
      const expected = insertedOneByOne(keys);
      const actual = built(keys);
      expect(treeOf(actual)).toEqual(treeOf(expected));
      expect(actual.size).toBe(keys.length);
      for (const key of keys) expect(actual.get(key)).toBe(expected.get(key));
    });
  }

  it('answers prefix and typo lookups as the tree built key by key does', () => {
    const words =
      'find findcolors find_colors finder fine fin colors colour color col tap tapped taps'.split(
        ' ',
      );
    const expected = insertedOneByOne(words);
    const actual = built(words);
    const sortedEntries = (map: SearchableMap<number>) =>
      [...map].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const prefix of ['f', 'fin', 'find', 'col', 'tap', 'x', '']) {
      expect(sortedEntries(actual.atPrefix(prefix))).toEqual(
        sortedEntries(expected.atPrefix(prefix)),
      );
    }
    for (const [term, distance] of [
      ['colr', 1],
      ['fnd', 1],
      ['tapz', 2],
    ] as const) {
      expect(actual.fuzzyGet(term, distance)).toEqual(expected.fuzzyGet(term, distance));
    }
  });
});
