/**
 * A node of MiniSearch's radix tree (its `SearchableMap`): edge labels lead
 * to child nodes, and the empty label holds the value of the key that ends
 * at this node.
 */
export type RadixNode<Value> = Map<string, RadixNode<Value> | Value>;

const LEAF = '';

/**
 * Builds the tree `SearchableMap` holds after `set(keys[i], values[i])` for
 * every key, in one pass over the sorted keys instead of one walk down the
 * tree per key. `keys` must be sorted by UTF-16 code unit (JavaScript's
 * default order) and distinct.
 */
export function radixTree<Value>(
  keys: readonly string[],
  values: readonly Value[],
): RadixNode<Value> {
  // Keys lo..hi-1 share their first `depth` characters.
  const node = (lo: number, hi: number, depth: number): RadixNode<Value> => {
    const tree: RadixNode<Value> = new Map();
    let first = lo;
    if (keys[first]!.length === depth) {
      tree.set(LEAF, values[first]!);
      first += 1;
    }
    while (first < hi) {
      const key = keys[first]!;
      const next = key[depth];
      let last = first + 1;
      while (last < hi && keys[last]![depth] === next) last += 1;
      // Sorted keys: what the first and the last of the run share, all of them share.
      const lastKey = keys[last - 1]!;
      let end = depth + 1;
      while (end < key.length && end < lastKey.length && key[end] === lastKey[end]) end += 1;
      tree.set(key.slice(depth, end), node(first, last, end));
      first = last;
    }
    return tree;
  };
  return keys.length === 0 ? new Map() : node(0, keys.length, 0);
}
