import type {ExceptionClass} from '@tapcraft/core/api/views';

export type ExceptionNode = {
  exception: ExceptionClass;
  /** Bases besides the one it is shown under, such as the built-in `TimeoutError`. */
  otherBases: string[];
  children: ExceptionNode[];
};

export type ExceptionRoot = {
  /** A base class the API does not define: Python's `Exception` or `BaseException`. */
  base: string;
  children: ExceptionNode[];
};

/** The shared `tapcraft` package first, then modules and names in alphabetical order. */
function byModuleThenName(a: ExceptionNode, b: ExceptionNode): number {
  const [x, y] = [a.exception, b.exception];
  if (x.module !== y.module) {
    if (x.module === 'tapcraft') return -1;
    if (y.module === 'tapcraft') return 1;
    return x.module < y.module ? -1 : 1;
  }
  return x.name < y.name ? -1 : x.name > y.name ? 1 : 0;
}

/**
 * The exception classes as a tree: each class under its first base that the
 * API defines, and every class whose bases are all built-in under a root
 * named after its first base. A base is found by name, in the class's own
 * module first; a chain of bases that loops back is cut where it closes.
 */
export function exceptionTree(classes: ExceptionClass[]): ExceptionRoot[] {
  const nodes: ExceptionNode[] = classes.map((exception) => ({
    exception,
    otherBases: [],
    children: [],
  }));
  const find = (name: string, module: string) =>
    nodes.find((n) => n.exception.name === name && n.exception.module === module) ??
    nodes.find((n) => n.exception.name === name);

  const parentOf = new Map<ExceptionNode, ExceptionNode>();
  for (const node of nodes) {
    const {bases, module} = node.exception;
    const parent = bases.map((base) => find(base, module)).find((found) => found !== undefined);
    if (parent && parent !== node) parentOf.set(node, parent);
  }
  for (const node of nodes) {
    const seen = new Set<ExceptionNode>([node]);
    for (let up = parentOf.get(node); up; up = parentOf.get(up)) {
      if (seen.has(up)) {
        parentOf.delete(node);
        break;
      }
      seen.add(up);
    }
  }

  const roots = new Map<string, ExceptionNode[]>();
  for (const node of nodes) {
    const parent = parentOf.get(node);
    const shownUnder = parent?.exception.name ?? node.exception.bases[0] ?? 'Exception';
    node.otherBases = node.exception.bases.filter((base) => base !== shownUnder);
    if (parent) parent.children.push(node);
    else roots.set(shownUnder, [...(roots.get(shownUnder) ?? []), node]);
  }
  const sortAll = (list: ExceptionNode[]): ExceptionNode[] => {
    list.sort(byModuleThenName);
    list.forEach((node) => sortAll(node.children));
    return list;
  };
  const size = (list: ExceptionNode[]): number =>
    list.reduce((sum, node) => sum + 1 + size(node.children), 0);
  // The root with most classes first: `Exception`, the base of every ordinary error.
  return [...roots.entries()]
    .map(([base, children]) => ({base, children: sortAll(children)}))
    .sort((a, b) => size(b.children) - size(a.children) || (a.base < b.base ? -1 : 1));
}
