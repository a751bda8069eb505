import {readdirSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {
  admonitionTitleToDirectiveLabel,
  DEFAULT_PARSE_FRONT_MATTER,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {BuildCache, codeVersion, contentHash, processMap} from '../buildCache';
import {localeFile} from './locale';

/**
 * The one parse of a page that everything derived from the site's MDX reads:
 * the API model, the search records, the Markdown twins and the prose checks.
 * It parses as Docusaurus's MDX loader does (its rewrites, then remark with
 * front matter, MDX, GFM and directives), so line numbers point into the file.
 */

export type ParsedPage = {
  /** Path relative to the site, for messages: `docs/android/api/action/index.mdx`. */
  file: string;
  /** The text the tree was parsed from: positions index into it. */
  text: string;
  /** A hash of the file's text, a key for what is derived from the page. */
  hash: string;
  frontMatter: Record<string, unknown>;
  /** Read-only: derive new trees instead of changing it, for every reader shares it. */
  tree: Root;
};

/** Admonition types, with the label each box shows. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkComment);

/** Docusaurus's own rewrites before MDX parses a page (heading ids, admonition titles). */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITIONS),
  );
}

/** A page that does not parse: the message names the file and line. */
export class PageParseError extends Error {}

/** The tree of one page's MDX, as the MDX loader reads it. */
export function parseTree(source: string, file = 'page'): Root {
  return parseText(preprocess(source), file);
}

function parseText(text: string, file: string): Root {
  try {
    return parser.parse(text);
  } catch (error) {
    const line = (error as {line?: number}).line;
    throw new PageParseError(
      `${file}${line ? `:${line}` : ''}: cannot be parsed as MDX: ${(error as Error).message}`,
    );
  }
}

const SITE_DIR = path.join(path.dirname(__filename), '../..');
let version: string | undefined;
let trees: BuildCache<Pick<ParsedPage, 'frontMatter' | 'tree'>> | undefined;
/** The code behind the kept trees: this parser and what it imports. */
export const PARSE_CODE = ['core/pages/parse.ts', 'core/pages/locale.ts'];

const parseVersion = () => (version ??= codeVersion(SITE_DIR, PARSE_CODE));

/** Trees kept on disk by content, so a warm build or dev start parses no page (UPGRADING.md). */
function treeCache() {
  trees ??= new BuildCache(SITE_DIR, 'pages', parseVersion());
  return trees;
}

async function parse(file: string, source: string, hash: string): Promise<ParsedPage> {
  const text = preprocess(source);
  const kept = await treeCache().get(hash, async () => {
    const tree = parseText(text, file);
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: source});
    return {frontMatter, tree};
  });
  return {file, text, hash, ...kept};
}

/**
 * The last parse of each file, by its content: a page read again unchanged,
 * by another plugin or the next locale's build, is the same object.
 */
export function parsePage(file: string, source: string): Promise<ParsedPage> {
  const parsed = processMap<string, {hash: string; page: Promise<ParsedPage>}>(
    `parsed pages ${parseVersion()}`,
  );
  const hash = contentHash(source);
  const kept = parsed.get(file);
  if (kept?.hash === hash) return kept.page;
  const page = parse(file, source, hash);
  // A failed parse is not kept: the writer's next save parses again.
  page.catch(() => parsed.delete(file));
  parsed.set(file, {hash, page});
  return page;
}

/** Reads and parses `siteDir/file`. */
export async function loadPage(siteDir: string, file: string): Promise<ParsedPage> {
  return parsePage(file, await readFile(path.join(siteDir, file), 'utf8'));
}

/**
 * Every Markdown page under `dirs` of the site (`docs`, `blog`, `src/pages`),
 * parsed, by path. With `onBroken`, a page that does not parse is left out
 * and handed to it (a writer mid-edit under `npm start`); without, it throws.
 * With `locale`, each page is read from the file that backs it in that
 * locale (./locale.ts): its `file` is then the translation's path.
 */
export async function loadPages(
  siteDir: string,
  dirs: string[],
  onBroken?: (error: PageParseError) => void,
  locale?: string,
): Promise<ParsedPage[]> {
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(siteDir, dir), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name))),
  );
  const load = (file: string) =>
    loadPage(siteDir, file).catch((error: unknown) => {
      if (!onBroken || !(error instanceof PageParseError)) throw error;
      onBroken(error);
      return null;
    });
  const backing = files.sort().map((file) => (locale ? localeFile(siteDir, locale, file) : file));
  const pages = await Promise.all(backing.map(load));
  return pages.filter((page) => page !== null);
}
