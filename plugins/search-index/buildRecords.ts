import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Root} from 'mdast';

import * as englishFacts from '@tapcraft/data/facts';
import {inLocale} from '@tapcraft/data/localize';
import * as chineseFacts from '@tapcraft/data/zh-Hans/facts';
import type {ApiPlatform} from '@tapcraft/data/platforms-api';
import {indexTextSplitter, joinWords} from '@tapcraft/core/search/indexFile';
import {STOP_WORDS} from '@tapcraft/core/search/queryWords';
import {isCjkWord, splitWords} from '@tapcraft/core/search/tokenize';
import type {Hierarchy, HierarchyLevel, SearchRecord} from '@tapcraft/core/search/types';

/** One page to index: its Markdown source, or only a title and description. */
export type PageSource = {
  url: string;
  title: string;
  description?: string;
  /** The page's parsed MDX; absent for React pages and for a page that does not parse. */
  tree?: Root;
  /** A hash of the text `tree` was parsed from: with the other fields, what the page's records are derived from. */
  sourceHash?: string;
  /** lvl0 of every record: the section the page belongs to. */
  section: string;
  docusaurusTag: string;
  pageRank: number;
  language?: string;
  /** The platform whose docs the page is in. */
  platform?: ApiPlatform;
  /** `lead`: each section keeps only its first group of paragraphs (see plugins/search-index/index.ts). */
  bodyText?: 'all' | 'lead';
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
  'toml',
  'image',
  'imageReference',
  'definition',
]);

/**
 * The text an inline expression shows when it names a product fact:
 * `{facts.hid.rangeMeters}`, `{facts.deviceId.examples[0]}` or
 * `{rangeText(facts.hid.tapTimeMs)}`. Pages state these facts through the
 * module, so the index must hold their values, in the page's language.
 * Anything else gives ''.
 */
export function factText(expression: string, language = 'en'): string {
  const match = /^\s*(rangeText\()?facts((?:\.\w+|\[\d+\])+)(\))?\s*$/.exec(expression);
  if (!match || Boolean(match[1]) !== Boolean(match[3])) return '';
  const {facts, rangeText} = inLocale(language, englishFacts, {'zh-Hans': chineseFacts});
  let value: unknown = facts;
  for (const [, name, index] of match[2]!.matchAll(/\.(\w+)|\[(\d+)\]/g)) {
    const key = name ?? Number(index);
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return '';
    value = (value as Record<string | number, unknown>)[key];
  }
  if (match[1]) {
    const range = value as Partial<englishFacts.NumberRange> | null;
    return typeof range?.min === 'number' && typeof range.max === 'number'
      ? rangeText({min: range.min, max: range.max})
      : '';
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Visible text of a node, without code blocks, imports or MDX expressions other than facts. */
export function plainText(node: MdNode, language = 'en'): string {
  if (node.type === 'mdxTextExpression') return factText(node.value ?? '', language);
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'inlineCode' || node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map((child) => plainText(child, language)).join('');
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Blocks that hold prose directly; containers (lists, admonitions, JSX) are
 * walked into. Tables give only their words (`tableKeywords`).
 */
const TEXT_BLOCKS = new Set(['paragraph']);

const LETTERS = /\p{L}+/gu;

/** Text split as the index file splits it: CJK runs into dictionary words. */
const splitLikeIndex = indexTextSplitter();

/** The words of `text`: runs of letters, and of a CJK run its dictionary words. */
function wordsOf(text: string): string[] {
  return (text.match(LETTERS) ?? []).flatMap((word) =>
    isCjkWord(word) ? splitLikeIndex(word).filter((_, i) => i % 2 === 1) : [word],
  );
}

/**
 * How many words a paragraph group has: its whitespace-separated tokens,
 * a CJK run counting as its dictionary words, so a group of Chinese text
 * ends about where one of English text of as many words would.
 */
function groupWords(text: string): number {
  const words = splitLikeIndex(text).filter((_, i) => i % 2 === 1);
  const runs = splitWords(text).filter((word, i) => i % 2 === 1 && isCjkWord(word));
  return text.split(/\s+/).length + words.filter(isCjkWord).length - runs.length;
}

/**
 * The words of a table's prose, each once, for its section's heading record
 * to be found by: "Part of the screen to search" makes `find_color` an
 * answer to "find a colour in part of the screen". Stop words, the header
 * row and code (names, types and defaults, which signatures carry) are left
 * out, and the words are stored without the sentences: kept whole, tables
 * were a third of the index. Added to `words` (lower case → as written),
 * the words of the section's tables before this one.
 */
function addTableKeywords(table: MdNode, words: Map<string, string>, language: string): void {
  for (const row of (table.children ?? []).slice(1)) {
    for (const cell of row.children ?? []) {
      const prose = (cell.children ?? []).filter((child) => child.type !== 'inlineCode');
      for (const word of wordsOf(prose.map((child) => plainText(child, language)).join(' '))) {
        const lower = word.toLowerCase();
        if (!STOP_WORDS.has(lower) && !words.has(lower)) words.set(lower, word);
      }
    }
  }
}

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
  let sectionHasText = false;

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
      ...(page.platform && {platform: page.platform}),
    });
  };
  const flush = () => {
    const text = normalise(group.join(' '));
    group = [];
    if (!text) return;
    push('content', text, 0);
    sectionHasText = true;
  };

  push('lvl1', null, 100);
  if (page.description) {
    group.push(page.description);
    flush();
  }
  if (!page.tree) return withSummaries(records);

  const slugger = createSlugger();
  const keywords = new Map<SearchRecord, Map<string, string>>();
  const visit = (node: MdNode) => {
    if (node.type === 'heading' && node.depth && node.depth >= 2 && node.depth <= 6) {
      flush();
      const {text, id} = parseMarkdownHeadingId(plainText(node, language));
      const title = normalise(text);
      anchor = id ?? slugger.slug(title);
      // A heading closes every deeper section: lvl(depth)..lvl6 start afresh.
      const levels = hierarchy as Record<HierarchyLevel, string | null>;
      for (let depth = node.depth; depth <= 6; depth += 1) levels[LEVELS[depth]!] = null;
      const level = LEVELS[node.depth]!;
      levels[level] = title;
      push(level, null, 100 - node.depth * 10);
      sectionHasText = false;
      return;
    }
    if (node.type === 'table') {
      const heading = records.filter((record) => record.type !== 'content').at(-1)!;
      if (!keywords.has(heading)) keywords.set(heading, new Map());
      addTableKeywords(node, keywords.get(heading)!, language);
      return;
    }
    if (SKIPPED.has(node.type)) return;
    if (TEXT_BLOCKS.has(node.type)) {
      if (page.bodyText === 'lead' && sectionHasText) return;
      group.push(plainText(node, language));
      if (groupWords(group.join(' ')) >= GROUP_WORDS) flush();
      return;
    }
    (node.children ?? []).forEach(visit);
  };
  visit(page.tree as MdNode);
  flush();
  return withSummaries(records, keywords);
}

/**
 * Gives each heading's record the text right under it, when text comes
 * before the next heading, and the words of its tables, in the order the
 * index file restores them.
 */
function withSummaries(
  records: SearchRecord[],
  keywords = new Map<SearchRecord, Map<string, string>>(),
): SearchRecord[] {
  return records.map((record, i) => {
    const next = records[i + 1];
    const summary =
      record.type !== 'content' && next?.type === 'content' && next.url === record.url
        ? next.content!
        : undefined;
    const words = keywords.get(record);
    return {
      ...record,
      ...(summary !== undefined && {summary}),
      ...(words !== undefined && {keywords: joinWords([...words.values()])}),
    };
  });
}

export function buildRecords(pages: PageSource[]): SearchRecord[] {
  return pages.flatMap(buildPageRecords);
}

/**
 * Gives the record of each heading, or of each page's title, the alias
 * texts that name it, by URL (`/docs/android/api/screen#find_color`, or a
 * page's path). An alias whose URL no heading or page has is refused: its
 * entry or page moved, and the alias file or the API model must follow.
 */
export function attachAliases(
  records: SearchRecord[],
  aliases: Array<{url: string; texts: string[]; source: string}>,
): SearchRecord[] {
  const byUrl = new Map<string, SearchRecord>();
  for (const record of records) {
    if (record.type !== 'content' && !byUrl.has(record.url)) byUrl.set(record.url, record);
  }
  const missing: string[] = [];
  for (const {url, texts, source} of aliases) {
    const record = byUrl.get(url);
    if (!record) {
      missing.push(`${source}: no heading or page of the site is at ${url}`);
      continue;
    }
    record.aliases = [...new Set([...(record.aliases ?? []), ...texts])];
  }
  if (missing.length > 0) {
    throw new Error(`Search aliases point nowhere:\n${missing.join('\n')}`);
  }
  return records;
}
