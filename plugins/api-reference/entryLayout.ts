import type {Code, PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import type {Plugin} from 'unified';

/**
 * How an API entry reads, for phones as for desktops (issue 19): the
 * parameter tables writers type in Markdown become a list of parameters
 * (name, type, default or "required", and the description under them), a
 * table whose only row says "none" becomes its sentence, and a one-line
 * signature too long for the column is written one parameter per line. The
 * words, types and defaults stay the writer's; only the layout changes.
 */

/** Longest one-line `def` kept on one line: about what the desktop column shows. */
const SIGNATURE_MAX_CHARS = 72;

/**
 * The parameters of the call whose `(` is at `open`, split at the commas
 * outside brackets and quotes, and the index of the `)` that closes it;
 * null when the line does not close it.
 */
function callParameters(text: string, open: number): {params: string[]; close: number} | null {
  const params: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = open + 1;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (char === ',' && depth === 1) {
      params.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth > 0) continue;
      params.push(text.slice(start, i).trim());
      return {params: params.filter((param) => param !== ''), close: i};
    }
  }
  return null;
}

/**
 * A signature block with every one-line `def` longer than `maxChars` written
 * one parameter per line, the return type on the closing line:
 *
 *   def write_text(
 *       path: str,
 *       append: bool = False,
 *   ) -> str: ...
 */
export function wrapSignature(code: string, maxChars = SIGNATURE_MAX_CHARS): string {
  return code
    .split('\n')
    .map((line) => {
      const match = /^(\s*)((?:async\s+)?def\s+\w+)\(/.exec(line);
      if (!match || line.length <= maxChars) return line;
      const call = callParameters(line, match[0].length - 1);
      if (!call || call.params.length === 0) return line;
      const {params, close} = call;
      const indent = match[1]!;
      return [
        `${indent}${match[2]}(`,
        ...params.map((param) => `${indent}    ${param},`),
        `${indent})${line.slice(close + 1)}`,
      ].join('\n');
    })
    .join('\n');
}

/** The tables that become lists, by their header, and the title of the list. */
const LIST_TABLES: {header: string[]; title: string}[] = [
  {header: ['parameter', 'type', 'default', 'description'], title: 'Parameters'},
  {header: ['attribute', 'type', 'description'], title: 'Attributes'},
];

function cellText(cell: TableCell): string {
  const text = (node: PhrasingContent): string =>
    'value' in node ? node.value : 'children' in node ? node.children.map(text).join('') : '';
  return cell.children.map(text).join('').trim();
}

/**
 * The kind of list a table becomes: Parameter, Type, Default, Description,
 * or Attribute, Type, Description; undefined for any other table.
 */
function listKind(table: Table): (typeof LIST_TABLES)[number] | undefined {
  const header = JSON.stringify(
    table.children[0]?.children.map((cell) => cellText(cell).toLowerCase()),
  );
  return LIST_TABLES.find((kind) => JSON.stringify(kind.header) === header);
}

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string};

/** A JSX element; only the parts CSS cannot find by structure get a class (bytes on every API page). */
function element(
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement',
  name: string,
  className: string | undefined,
  children: unknown[],
): RootContent {
  const attributes: JsxAttribute[] =
    className === undefined ? [] : [{type: 'mdxJsxAttribute', name: 'className', value: className}];
  return {type, name, attributes, children} as unknown as RootContent;
}

const text = (value: string) => ({type: 'text', value});

/** What the Default cell says: "required", "optional", or the default value. */
function defaultPart(cell: TableCell): unknown[] {
  const value = cellText(cell);
  if (value === '' || value === '—' || value === '-' || /^optional$/i.test(value)) {
    return [text('optional')];
  }
  if (/^required$/i.test(value)) return [text('required')];
  return [text('default '), ...cell.children];
}

/**
 * A parameter or attribute table as a list, or, when its only row is "none",
 * the sentence of that row's description.
 */
function parameterList(table: Table): RootContent {
  const kind = listKind(table)!;
  const hasDefault = kind.header.includes('default');
  const rows = table.children.slice(1);
  if (rows.length === 1 && /^none$/i.test(cellText(rows[0]!.children[0]!))) {
    return {type: 'paragraph', children: rows[0]!.children.at(-1)?.children ?? []};
  }
  const items = rows.map((row) => {
    const [name, type] = row.children;
    const defaultCell = hasDefault ? row.children[2] : undefined;
    const description = row.children[kind.header.length - 1];
    const term = element('mdxJsxFlowElement', 'dt', undefined, [
      ...name!.children,
      ...(type && cellText(type) !== ''
        ? [element('mdxJsxTextElement', 'span', 'api-param__type', type.children)]
        : []),
      ...(defaultCell
        ? [element('mdxJsxTextElement', 'span', 'api-param__default', defaultPart(defaultCell))]
        : []),
    ]);
    const details = element('mdxJsxFlowElement', 'dd', undefined, description?.children ?? []);
    return element('mdxJsxFlowElement', 'div', undefined, [term, details]);
  });
  return element('mdxJsxFlowElement', 'div', 'api-params', [
    element('mdxJsxFlowElement', 'p', undefined, [text(kind.title)]),
    element('mdxJsxFlowElement', 'dl', undefined, items),
  ]);
}

/** Whether a code block is an entry's signature: ```python title="Signature". */
function isSignature(node: Code): boolean {
  return node.lang === 'python' && /\btitle=["']?Signature\b/.test(node.meta ?? '');
}

/**
 * Lays out the entries of an API page: parameter lists instead of parameter
 * tables, signatures wrapped, each signature in a `api-signature` wrapper that
 * never scrolls sideways (src/css/api.css).
 */
export function layOutEntries(tree: Root): void {
  // In place: the caller holds on to `tree.children`.
  tree.children.forEach((node, index) => {
    tree.children[index] = layOut(node);
  });
}

function layOut(node: RootContent): RootContent {
  if (node.type === 'table' && listKind(node)) return parameterList(node);
  if (node.type === 'code' && isSignature(node)) {
    node.value = wrapSignature(node.value);
    return element('mdxJsxFlowElement', 'div', 'api-signature', [node]);
  }
  return node;
}

/**
 * The layout as a remark plugin for API reference pages (front matter
 * `module:`). Runs before the code highlighter, so the tokens are those of
 * the wrapped signature; the Markdown twins keep the writer's tables.
 */
const remarkApiEntryLayout: Plugin<[], Root> = () => (tree, file) => {
  const frontMatter = (file.data as {frontMatter?: {module?: unknown}}).frontMatter;
  if (typeof frontMatter?.module === 'string' && frontMatter.module !== '') layOutEntries(tree);
};

export default remarkApiEntryLayout;
