import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes} from 'mdast';
import {toString} from 'mdast-util-to-string';

import type {Term} from '@tapcraft/data/terms';
import {contentHash} from '../buildCache';
import {sitePath, translationPath} from './locale';
import {loadPage, loadPages, type ParsedPage} from './parse';

/**
 * What each translation was made from, and whether its English page has
 * changed since. `npm run i18n:record` writes, per translated page, the
 * hash of each `##` section of the English page into one file per locale
 * (`i18n/<locale>/sources.json`); the build and `npm run i18n:status`
 * compare those hashes with the English pages as they are now.
 */

/** The content folders whose pages are translated, as the site names them. */
export const CONTENT_DIRS = ['docs', 'blog', 'src/pages'];

export const recordsFile = (locale: string) => `i18n/${locale}/sources.json`;

/** Section anchor → hash of its text, for each English page a translation was made from. */
export type Records = Record<string, Record<string, string>>;

export type Section = {
  /** The heading's anchor; '' for what comes before the first `##` (the front matter with it). */
  anchor: string;
  title: string;
  hash: string;
};

/** A page's `##` sections, with the anchors Docusaurus gives their headings. */
export function pageSections(page: ParsedPage): Section[] {
  const slugger = createSlugger();
  const anchors = new Map<Nodes, string>();
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const {text, id} = parseMarkdownHeadingId(toString(node));
      anchors.set(node, id ?? slugger.slug(text));
    } else if ('children' in node) node.children.forEach(visit);
  };
  visit(page.tree);
  const starts = [{anchor: '', title: '', offset: 0}];
  for (const node of page.tree.children) {
    if (node.type !== 'heading' || node.depth !== 2) continue;
    const title = parseMarkdownHeadingId(toString(node)).text.trim();
    starts.push({anchor: anchors.get(node)!, title, offset: node.position!.start.offset!});
  }
  return starts.map(({anchor, title, offset}, i) => ({
    anchor,
    title,
    hash: contentHash(page.text.slice(offset, starts[i + 1]?.offset)).slice(0, 12),
  }));
}

export function readRecords(siteDir: string, locale: string): Records {
  const file = path.join(siteDir, recordsFile(locale));
  if (!existsSync(file)) return {};
  const records = JSON.parse(readFileSync(file, 'utf8')) as Records;
  delete records.$comment;
  return records;
}

const RECORDS_COMMENT =
  'Written by npm run i18n:record, never by hand: for each translated page, the hash of each ## section of the English page it was made from.';

/**
 * Records that each of `translations` (`i18n/<locale>/…` paths) was made
 * from its English page as it is now, and writes the locale's records file.
 * Returns the English pages recorded.
 */
export async function recordTranslations(
  siteDir: string,
  locale: string,
  translations: string[],
): Promise<string[]> {
  const records = readRecords(siteDir, locale);
  const recorded: string[] = [];
  for (const translation of translations) {
    const file = sitePath(translation);
    if (file === translation || !existsSync(path.join(siteDir, file))) {
      throw new Error(`${translation} is not a translation of an English page of the site`);
    }
    const sections = pageSections(await loadPage(siteDir, file));
    records[file] = Object.fromEntries(sections.map(({anchor, hash}) => [anchor, hash]));
    recorded.push(file);
  }
  const sorted = Object.fromEntries(Object.entries(records).sort(([a], [b]) => a.localeCompare(b)));
  const text = JSON.stringify({$comment: RECORDS_COMMENT, ...sorted}, null, 2);
  writeFileSync(path.join(siteDir, recordsFile(locale)), `${text}\n`);
  return recorded;
}

/** Every translated page of `locale` (`i18n/<locale>/…`), pages' partials (`_x.mdx`) aside. */
export function translationFiles(siteDir: string, locale: string): string[] {
  return CONTENT_DIRS.flatMap((dir) => {
    const folder = path.dirname(translationPath(locale, `${dir}/x`)!);
    if (!existsSync(path.join(siteDir, folder))) return [];
    return readdirSync(path.join(siteDir, folder), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /^[^_].*\.mdx?$/.test(entry.name))
      .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)));
  }).sort();
}

export type PageState = {
  /** The English page: `docs/intro.mdx`. */
  file: string;
  /** Its translation, or null. */
  translation: string | null;
  /** The English sections that changed since the translation was recorded. */
  changed: Array<{anchor: string; title: string}>;
};

/** Sections of `english` whose hash is not the recorded one, and recorded sections it no longer has. */
function changedSections(english: Section[], recorded: Record<string, string>) {
  const changed = english
    .filter((section) => recorded[section.anchor] !== section.hash)
    .map(({anchor, title}) => ({anchor, title}));
  const current = new Set(english.map((section) => section.anchor));
  const removed = Object.keys(recorded).filter((anchor) => !current.has(anchor));
  return [...changed, ...removed.map((anchor) => ({anchor, title: anchor}))];
}

/**
 * The state of every English page in `locale`, and the translations the
 * build refuses: one whose English page is gone, or that has no record.
 */
export async function translationStatus(
  siteDir: string,
  locale: string,
): Promise<{pages: PageState[]; problems: string[]}> {
  const english = (await loadPages(siteDir, CONTENT_DIRS)).filter(
    (page) => !path.basename(page.file).startsWith('_'),
  );
  const records = readRecords(siteDir, locale);
  const translations = new Map(translationFiles(siteDir, locale).map((f) => [sitePath(f), f]));
  const problems: string[] = [];
  const pages = english.map((page): PageState => {
    const translation = translations.get(page.file) ?? null;
    translations.delete(page.file);
    const recorded = records[page.file];
    if (translation && !recorded) {
      problems.push(
        `${translation}: no record in ${recordsFile(locale)}; run npm run i18n:record -- ${translation}`,
      );
    }
    const changed = translation && recorded ? changedSections(pageSections(page), recorded) : [];
    return {file: page.file, translation, changed};
  });
  for (const [file, translation] of translations) {
    problems.push(
      `${translation}: its English page ${file} is gone; delete or move the translation`,
    );
  }
  return {pages, problems};
}

/** `file:line: message` for each refused rendering of a term that `text` writes. */
export function refusedTermProblems(text: string, file: string, terms: Term[]): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const squeezed = line.replace(/\s+/g, '');
    for (const {chinese, english, refused} of terms) {
      for (const wrong of refused.filter((r) => squeezed.includes(r.replace(/\s+/g, '')))) {
        problems.push(`${file}:${index + 1}: write ${chinese} (${english}), not ${wrong}`);
      }
    }
  });
  return problems;
}

/** Every file of `locale` whose words readers see: its pages, its UI strings and its blog's authors and tags. */
export function localeTextFiles(siteDir: string, locale: string): string[] {
  return readdirSync(path.join(siteDir, 'i18n', locale), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(mdx?|json|yml)$/.test(entry.name))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== recordsFile(locale))
    .sort();
}

/** A UI string still in English: two Latin words in a row and no Chinese character (names such as `Android` stay). */
function looksEnglish(message: string): boolean {
  const text = message.replace(/\{\w+\}|<[^>]*>/g, ' ');
  return !/\p{Script=Han}/u.test(text) && /[A-Za-z]+\s+[A-Za-z]+/.test(text);
}

export type UiString = {file: string; key: string; message: string};

/** Every UI string of `locale` (its JSON translation files), and whether it is translated. */
export function uiStrings(
  siteDir: string,
  locale: string,
): Array<UiString & {translated: boolean}> {
  return localeTextFiles(siteDir, locale)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const strings = JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as Record<
        string,
        {message: string}
      >;
      return Object.entries(strings).map(([key, {message}]) => ({
        file,
        key,
        message,
        translated: !looksEnglish(message),
      }));
    });
}
