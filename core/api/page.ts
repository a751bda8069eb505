import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Code, Heading, Nodes, Paragraph, Root, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {toString} from 'mdast-util-to-string';

import type {ApiPlatform} from '@tapcraft/data/platforms-api';
import {loadPages, type ParsedPage} from '../pages/parse';

/**
 * An API reference page (front matter `module:`) as the model reads it: one
 * entry per `###` heading, with its since mark, signature block, tables and
 * the parts the content guide requires, read from the page's parsed tree.
 */

export type {ApiPlatform};

export type CodeBlock = {
  /** 1-based line of the first code line in the MDX file. */
  line: number;
  title: string | null;
  source: string;
};

/** A row of an entry's parameter or attribute table, as written. */
export type TableRow = {
  name: string;
  /** The Type column without backticks, `''` when absent. */
  type: string;
  /** The Default column (parameters only): `required`, or a value without backticks. */
  default: string | null;
  /** The Description column, Markdown. */
  description: string;
};

export type ApiEntry = {
  name: string;
  /** Anchor of the heading: the explicit `{#id}` or the name itself. */
  anchor: string;
  line: number;
  /** The `<ApiMeta>` line, or null when the entry has none. */
  metaLine: number | null;
  /** The release that added the name on this page's platform. */
  since: string | null;
  differs: string | null;
  /** `platforms` written on `<ApiMeta>`: no longer allowed, the model derives them. */
  writtenPlatforms: string | null;
  /** First paragraph of the description, as Markdown. */
  summary: string;
  signature: CodeBlock | null;
  hasParameterTable: boolean;
  /** Rows of the parameter table (first column `x`), in table order. */
  parameterRows: TableRow[];
  /** Rows of an attribute table (`| Attribute | Type | Description |`). */
  attributeRows: TableRow[];
  /** Text after `**Returns:**` and `**Raises:**`, Markdown; null when absent. */
  returns: string | null;
  raises: string | null;
  /** Text after `**Message:**`: what an exception's message says, when the entry states it. */
  message: string | null;
  examples: CodeBlock[];
};

export type ApiPage = {
  file: string;
  module: string;
  title: string;
  reexports: string[];
  entries: ApiEntry[];
  /** Every python block that is an example, in the entries or elsewhere on the page. */
  examples: CodeBlock[];
};

const EXAMPLE_TITLES = /^(Example|.*\.py)$/;

/** A code block's `name="…"` (or `'…'`) from its info string: `title`, `tool`. */
function metaValue(meta: string | null | undefined, name: string): string | null {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`).exec(meta ?? '');
  return match?.slice(1).find(Boolean) ?? null;
}

/** The Markdown a node was written as, one line: what the model keeps of prose. */
const written = (page: ParsedPage, node: Nodes, from = node.position!.start.offset!) =>
  page.text
    .slice(from, node.position!.end.offset)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

const unquote = (cell: string) => cell.replace(/^`+|`+$/g, '').trim();

function newEntry(heading: Heading, anchor: string, name: string): ApiEntry {
  return {
    name,
    anchor,
    line: heading.position!.start.line,
    metaLine: null,
    since: null,
    differs: null,
    writtenPlatforms: null,
    summary: '',
    signature: null,
    hasParameterTable: false,
    parameterRows: [],
    attributeRows: [],
    returns: null,
    raises: null,
    message: null,
    examples: [],
  };
}

function readApiMeta(element: MdxJsxFlowElement, entry: ApiEntry): void {
  entry.metaLine = element.position!.start.line;
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = typeof attribute.value === 'string' ? attribute.value : attribute.value?.value;
    if (attribute.name === 'since') entry.since = value ?? null;
    if (attribute.name === 'differs') entry.differs = value ?? null;
    if (attribute.name === 'platforms')
      entry.writtenPlatforms = value?.replace(/^\[|\]$/g, '') ?? '';
  }
}

function readTable(page: ParsedPage, table: Table, entry: ApiEntry): void {
  const [header, ...rows] = table.children;
  const kind = toString(header?.children[0]).trim().toLowerCase();
  if (kind !== 'parameter' && kind !== 'attribute') return;
  if (kind === 'parameter') entry.hasParameterTable = true;
  for (const row of rows) {
    // The name cell holds one name in code: a cell naming several describes them together.
    const [first, ...more] = row.children[0]?.children ?? [];
    const name =
      first?.type === 'inlineCode' && more.length === 0
        ? /^\*{0,2}([A-Za-z_]\w*)$/.exec(first.value)
        : null;
    if (!name) continue;
    // A cell's own position takes in its pipes and padding; its content's does not.
    const cells = row.children.map(({children}) =>
      children.length
        ? page.text
            .slice(children[0]!.position!.start.offset, children.at(-1)!.position!.end.offset)
            .trim()
        : '',
    );
    const cell = (index: number) => (cells[index] ?? '').replace(/\\\|/g, '|');
    const parameter = kind === 'parameter';
    (parameter ? entry.parameterRows : entry.attributeRows).push({
      name: name[1]!,
      type: unquote(cell(1)),
      default: parameter ? unquote(cell(2)) : null,
      description: cell(parameter ? 3 : 2),
    });
  }
}

/** `**Returns:** …`, `**Raises:** …`, `**Message:** …`, or the summary, from a paragraph. */
function readParagraph(page: ParsedPage, paragraph: Paragraph, entry: ApiEntry): void {
  const [first] = paragraph.children;
  const part =
    first?.type === 'strong' ? /^(Returns|Raises|Message):?$/.exec(toString(first)) : null;
  if (part) {
    const rest = written(page, paragraph, first!.position!.end.offset).replace(/^:\s*/, '');
    entry[part[1]!.toLowerCase() as 'returns' | 'raises' | 'message'] = rest;
    return;
  }
  const beforeSignature = entry.signature === null && !entry.hasParameterTable;
  if (beforeSignature && !entry.summary) entry.summary = written(page, paragraph);
}

function codeBlock(code: Code): CodeBlock {
  return {
    line: code.position!.start.line + 1,
    title: metaValue(code.meta, 'title'),
    source: code.value,
  };
}

/** The page's API entries and examples, or null for a page that documents no module. */
function readApiPage(page: ParsedPage): ApiPage | null {
  const {module, title, reexports} = page.frontMatter;
  if (typeof module !== 'string') return null;
  const entries: ApiEntry[] = [];
  const examples: CodeBlock[] = [];
  const slugger = createSlugger();
  let entry: ApiEntry | null = null;
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const {text, id} = parseMarkdownHeadingId(toString(node));
      const anchor = id ?? slugger.slug(text);
      entry = node.depth === 3 ? newEntry(node, anchor, text.trim()) : null;
      if (entry) entries.push(entry);
    } else if (node.type === 'code') {
      const block = codeBlock(node);
      if (node.lang !== 'python') return;
      if (block.title === 'Signature') {
        if (entry && !entry.signature) entry.signature = block;
      } else if (block.title && EXAMPLE_TITLES.test(block.title)) {
        examples.push(block);
        entry?.examples.push(block);
      }
    } else if (entry && node.type === 'mdxJsxFlowElement' && node.name === 'ApiMeta') {
      readApiMeta(node, entry);
    } else if (entry && node.type === 'table') {
      readTable(page, node, entry);
    } else if (entry && node.type === 'paragraph') {
      readParagraph(page, node, entry);
    } else if ('children' in node) {
      node.children.forEach(visit);
    }
  };
  visit(page.tree);
  return {
    file: page.file,
    module,
    title: typeof title === 'string' ? title : module,
    reexports: Array.isArray(reexports) ? reexports.map(String) : [],
    // Only headings with an ApiMeta line or a signature are API entries; others are prose subsections.
    entries: entries.filter((e) => e.metaLine !== null || e.signature !== null),
    examples,
  };
}

/** Platform of a module path: `tapcraft.ios.action` → ios; the shared `tapcraft` package → null. */
export function modulePlatform(module: string): ApiPlatform | null {
  const segment = module.split('.')[1];
  return segment === 'android' || segment === 'ios' || segment === 'windows' ? segment : null;
}

/** A fenced block of any language, with what its info string says. */
export type FencedBlock = CodeBlock & {
  language: string;
  /** `tool="AutoJs6"`: the block is another tool's code, as migration guides show it. */
  tool: string | null;
};

/** Every fenced code block of a page's tree, in order. */
export function fencedBlocks(tree: Root): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'code') {
      blocks.push({
        ...codeBlock(node),
        language: node.lang ?? '',
        tool: metaValue(node.meta, 'tool'),
      });
    } else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return blocks;
}

/**
 * Every python block of a page that is Tapcraft code, signature blocks
 * aside: all of them must type-check. Another tool's code (`tool="Airtest"`)
 * is only parsed (scripts/check-python-blocks.py).
 */
export function pythonExamples(tree: Root): CodeBlock[] {
  return fencedBlocks(tree)
    .filter(
      (block) =>
        (block.language === 'python' || block.language === 'py') &&
        block.title !== 'Signature' &&
        block.tool === null,
    )
    .map(({line, title, source}) => ({line, title, source}));
}

/** The API reference pages among `pages`. */
export function apiPages(pages: ParsedPage[]): ApiPage[] {
  return pages.map(readApiPage).filter((page) => page !== null);
}

/** Every Python example of `pages`, API pages or not, with its file. */
export function pageExamples(pages: ParsedPage[]): Array<{file: string; block: CodeBlock}> {
  return pages.flatMap((page) =>
    pythonExamples(page.tree).map((block) => ({file: page.file, block})),
  );
}

/** The API reference pages under `dirs` of the site. */
export async function loadApiPages(siteDir: string, dirs = ['docs']): Promise<ApiPage[]> {
  return apiPages(await loadPages(siteDir, dirs));
}
