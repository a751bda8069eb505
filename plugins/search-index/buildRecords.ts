import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {facts, rangeText, type NumberRange} from '../../src/data/facts';
import type {Hierarchy, HierarchyLevel, SearchRecord} from '../../src/search/types';

/** One page to index: its Markdown source, or only a title and description. */
export type PageSource = {
  url: string;
  title: string;
  description?: string;
  /** MDX/Markdown body, front matter removed; absent for React pages. */
  markdown?: string;
  /** lvl0 of every record: the section the page belongs to. */
  section: string;
  docusaurusTag: string;
  pageRank: number;
  language?: string;
};

type MdNode = {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
};

/** Body text of a paragraph group stops growing at about this many words. */
const GROUP_WORDS = 60;
/** Blocks whose text is not prose a reader searches for. */
const SKIPPED = new Set([
  'code',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
  'yaml',
  'image',
  'imageReference',
  'definition',
]);

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * The text an inline expression shows when it names a product fact:
 * `{facts.hid.rangeMeters}`, `{facts.deviceId.examples[0]}` or
 * `{rangeText(facts.hid.tapTimeMs)}`. Pages state these facts through the
 * module, so the index must hold their values. Anything else gives ''.
 */
export function factText(expression: string): string {
  const match = /^\s*(rangeText\()?facts((?:\.\w+|\[\d+\])+)(\))?\s*$/.exec(expression);
  if (!match || Boolean(match[1]) !== Boolean(match[3])) return '';
  let value: unknown = facts;
  for (const [, name, index] of match[2]!.matchAll(/\.(\w+)|\[(\d+)\]/g)) {
    const key = name ?? Number(index);
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return '';
    value = (value as Record<string | number, unknown>)[key];
  }
  if (match[1]) {
    const range = value as Partial<NumberRange> | null;
    return typeof range?.min === 'number' && typeof range.max === 'number'
      ? rangeText({min: range.min, max: range.max})
      : '';
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Visible text of a node, without code blocks, imports or MDX expressions other than facts. */
export function plainText(node: MdNode): string {
  if (node.type === 'mdxTextExpression') return factText(node.value ?? '');
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'inlineCode' || node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(plainText).join('');
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Blocks that hold prose directly; containers (lists, admonitions, JSX) are
 * walked into. Tables are left out: on API pages they are parameter lists
 * whose names the headings and signatures already carry, and they were a
 * third of the index.
 */
const TEXT_BLOCKS = new Set(['paragraph']);
const SKIPPED_CONTAINERS = new Set(['table']);

export function buildPageRecords(page: PageSource): SearchRecord[] {
  const language = page.language ?? 'en';
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: page.section,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  let group: string[] = [];

  const push = (type: SearchRecord['type'], content: string | null, level: number) => {
    const position = records.length;
    records.push({
      objectID: `${page.url}#${position}`,
      hierarchy: {...hierarchy},
      content,
      type,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      language,
      docusaurus_tag: page.docusaurusTag,
      weight: {pageRank: page.pageRank, level, position},
    });
  };
  const flush = () => {
    const text = normalise(group.join(' '));
    group = [];
    if (text) push('content', text, 0);
  };

  push('lvl1', null, 100);
  if (page.description) {
    group.push(page.description);
    flush();
  }
  if (!page.markdown) return records;

  const slugger = createSlugger();
  const visit = (node: MdNode) => {
    if (node.type === 'heading' && node.depth && node.depth >= 2 && node.depth <= 6) {
      flush();
      const {text, id} = parseMarkdownHeadingId(plainText(node));
      const title = normalise(text);
      anchor = id ?? slugger.slug(title);
      // A heading closes every deeper section: lvl(depth)..lvl6 start afresh.
      const levels = hierarchy as Record<HierarchyLevel, string | null>;
      for (let depth = node.depth; depth <= 6; depth += 1) levels[LEVELS[depth]!] = null;
      const level = LEVELS[node.depth]!;
      levels[level] = title;
      push(level, null, 100 - node.depth * 10);
      return;
    }
    if (SKIPPED.has(node.type) || SKIPPED_CONTAINERS.has(node.type)) return;
    if (TEXT_BLOCKS.has(node.type)) {
      group.push(plainText(node));
      if (group.join(' ').split(/\s+/).length >= GROUP_WORDS) flush();
      return;
    }
    (node.children ?? []).forEach(visit);
  };
  // As Docusaurus does: `{#id}` after a heading is an explicit anchor, not JSX.
  visit(parser.parse(escapeMarkdownHeadingIds(page.markdown)) as MdNode);
  flush();
  return records;
}

export function buildRecords(pages: PageSource[]): SearchRecord[] {
  return pages.flatMap(buildPageRecords);
}

const PAGE_FIELDS = [
  'url',
  'title',
  'description',
  'markdown',
  'section',
  'docusaurusTag',
  'pageRank',
  'language',
] as const satisfies ReadonlyArray<keyof PageSource>;

/**
 * A page whose MDX does not parse (a writer is mid-edit under `npm start`)
 * is indexed by its title and description until it does. The MDX loader
 * shows the writer the error with its file and line; a build still fails.
 */
function recordsOrTitleOnly(page: PageSource): SearchRecord[] {
  try {
    return buildPageRecords(page);
  } catch (error) {
    console.warn(
      `[search index] ${page.url}: only title and description until its MDX parses (${(error as Error).message})`,
    );
    return buildPageRecords({...page, markdown: undefined});
  }
}

/**
 * `buildRecords` for the dev server: parsing the site's Markdown takes about
 * 8 s, so each page keeps its records until its text or metadata changes, and
 * a saved file costs the parse of that one page.
 */
export class RecordsCache {
  #byUrl = new Map<string, {page: PageSource; records: SearchRecord[]}>();

  buildRecords(pages: PageSource[]): SearchRecord[] {
    const next = new Map<string, {page: PageSource; records: SearchRecord[]}>();
    const records = pages.flatMap((page) => {
      const cached = this.#byUrl.get(page.url);
      const entry =
        cached && PAGE_FIELDS.every((field) => cached.page[field] === page[field])
          ? cached
          : {page, records: recordsOrTitleOnly(page)};
      next.set(page.url, entry);
      return entry.records;
    });
    this.#byUrl = next;
    return records;
  }
}
