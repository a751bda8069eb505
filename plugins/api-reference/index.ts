import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {Feed} from 'feed';

import {otherTools, type OtherTool} from '@tapcraft/data/api-aliases';
import {aliasesIn} from '@tapcraft/data/aliasesInLocale';
import {moduleCounterparts} from '@tapcraft/data/api-counterparts';
import {stubsVersion, stubsWheelName} from '@tapcraft/data/downloads';
import {facts} from '@tapcraft/data/facts';
import {defaultLocale} from '@tapcraft/data/locales';
import {inLocale} from '@tapcraft/data/localize';
import {releases} from '@tapcraft/data/releases';
import {releases as chineseReleases} from '@tapcraft/data/zh-Hans/releases';
import {terms} from '@tapcraft/data/terms';
import {product} from '@tapcraft/data/site';
import {devServerStatic} from '../shared/devServerStatic';
import {codeFiles, codeVersion, processMap} from '@tapcraft/core/buildCache';
import {buildStubs, type Problem} from '@tapcraft/core/api/stubs';
import {apiPages, type ApiPage} from '@tapcraft/core/api/page';
import {sitePath} from '@tapcraft/core/pages/locale';
import {loadPages, type ParsedPage} from '@tapcraft/core/pages/parse';
import {CONTENT_DIRS} from '@tapcraft/core/pages/translations';
import {
  buildApiModel,
  importersOf,
  pageTermProblems,
  permalinkOf,
  type ApiModel,
} from '@tapcraft/core/api/model';
import {translationProblems} from './parity';
import {vipOnlyProblems} from './plans';
import {proseImportProblems} from './prose';
import {
  apiPageData,
  availability,
  changelog,
  exceptionClasses,
  glossary,
  migrationTable,
  publicExport,
  releaseAnchor,
  type GlossaryRow,
  type MigrationRow,
} from '@tapcraft/core/api/views';
import {escapeHtml} from '@tapcraft/core/escapeHtml';

export type ApiReferenceContent = {
  pages: ApiPage[];
  model: ApiModel;
  /** The glossary page's rows: Chinese terms of entries and of pages. */
  glossary: GlossaryRow[];
  /** Each migration guide's table. */
  migrations: Record<OtherTool, MigrationRow[]>;
};

const COUNTERPARTS_FILE = 'src/data/api-counterparts.ts';
const ALIASES_FILE = 'src/data/api-aliases.ts';
const FACTS_FILE = 'src/data/facts.ts';
const CHANGELOG_PATH = '/docs/changelog';
/** Where the model is published for tools. */
export const MODEL_EXPORT_PATH = '/api/tapcraft.json';

/**
 * The title of every doc, by its docs path (`/docs/android/guide/app_card`):
 * the file's path, or its `slug` when the front matter sets one.
 */
export function docTitles(pages: ParsedPage[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const page of pages) {
    const {frontMatter} = page;
    const file = sitePath(page.file);
    if (!file.startsWith('docs/')) continue;
    const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : '';
    const docPath = !slug
      ? permalinkOf(file)
      : slug.startsWith('/')
        ? `/docs${slug}`
        : `/${path.posix.dirname(file)}/${slug}`;
    titles.set(docPath, typeof frontMatter.title === 'string' ? frontMatter.title : docPath);
  }
  return titles;
}

const formatProblems = (problems: Problem[]) =>
  problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');

/**
 * The model of `prose` (every page of the site in `locale`, parsed), with the
 * aliases' notes and meanings in that language, or every contradiction it found.
 */
function apiReferenceOf(
  siteDir: string,
  prose: ParsedPage[],
  locale: string,
): {content: ApiReferenceContent; problems: Problem[]} {
  const translated = prose.some((page) => page.file !== sitePath(page.file));
  const {apiAliases, pageTerms, productTerms} = aliasesIn(locale);
  const pages = apiPages(prose.filter((page) => sitePath(page.file).startsWith('docs/')));
  const stubs = buildStubs(pages);
  const aliasesSource = readFileSync(path.join(siteDir, ALIASES_FILE), 'utf8');
  const {model, problems} = buildApiModel(pages, stubs, {
    releases,
    moduleCounterparts,
    counterpartsFile: COUNTERPARTS_FILE,
    counterpartsSource: readFileSync(path.join(siteDir, COUNTERPARTS_FILE), 'utf8'),
    aliases: apiAliases,
    aliasesFile: ALIASES_FILE,
    aliasesSource,
  });
  const titles = docTitles(prose);
  const factsSource = readFileSync(path.join(siteDir, FACTS_FILE), 'utf8');
  return {
    content: {
      pages,
      model,
      glossary: glossary(model, [...pageTerms, ...productTerms], titles, terms),
      migrations: Object.fromEntries(
        otherTools.map((tool) => [tool, migrationTable(model, tool)]),
      ) as ApiReferenceContent['migrations'],
    },
    problems: [
      ...stubs.errors,
      ...problems,
      ...pageTermProblems(pageTerms, new Set(titles.keys()), model, ALIASES_FILE, aliasesSource),
      ...proseImportProblems(prose, model, importersOf(pages)),
      // The English pages carry the words that mark a VIP-only call; ./parity.ts holds translations to them.
      ...(translated ? [] : vipOnlyProblems(model, facts.vipOnly, FACTS_FILE, factsSource)),
    ],
  };
}

/** The model of the pages under `siteDir`, or every contradiction it found. */
export async function loadApiReference(siteDir: string) {
  return apiReferenceOf(siteDir, await loadPages(siteDir, CONTENT_DIRS), defaultLocale);
}

/** The code a model is derived by: a model kept for the process is valid only for it. */
const MODEL_CODE = ['core', 'plugins/api-reference', 'src/data'];
let modelVersion: string | undefined;

/** The last model of each locale of a site, with the pages it was read from, kept for the next locale's build. */
function latestModels(siteDir: string) {
  const codeDir = path.join(__dirname, '../..');
  modelVersion ??= codeVersion(codeDir, codeFiles(codeDir, MODEL_CODE));
  return processMap<string, {prose: ParsedPage[]; content: ApiReferenceContent}>(
    `API models ${siteDir} ${modelVersion}`,
  );
}

/**
 * The site's API reference in `locale` (English without one) for the
 * plugins of one build or reload (each asks for it), derived again only when
 * a page changed. It reads each page from the file that backs it in the
 * locale, and a translated page must state the English page's facts and code
 * (./parity.ts). Contradictions stop a build; under `npm start` a page
 * mid-edit that does not parse is left out.
 */
export async function siteApiReference(
  siteDir: string,
  currentLocale?: string,
): Promise<ApiReferenceContent> {
  const locale = currentLocale === defaultLocale ? undefined : currentLocale;
  const production = process.env.NODE_ENV === 'production';
  const prose = await loadPages(siteDir, CONTENT_DIRS, production ? undefined : () => {}, locale);
  const latest = latestModels(siteDir);
  const kept = latest.get(locale ?? '');
  const unchanged =
    kept?.prose.length === prose.length && prose.every((p, i) => p === kept.prose[i]);
  if (kept && unchanged) return kept.content;
  const {content, problems} = apiReferenceOf(siteDir, prose, locale ?? defaultLocale);
  if (prose.some((page) => page.file !== sitePath(page.file))) {
    const {model} = await siteApiReference(siteDir);
    const english = {prose: latest.get('')!.prose, model};
    problems.push(...translationProblems(english, {prose, model: content.model}));
  }
  if (problems.length > 0) {
    throw new Error(`The API reference contradicts itself:\n${formatProblems(problems)}`);
  }
  latest.set(locale ?? '', {prose, content});
  return content;
}

/** The changelog as an Atom feed: one item per release, newest first. */
function changelogFeed(model: ApiModel, siteUrl: string): string {
  const page = new URL(CHANGELOG_PATH, siteUrl).href;
  const feed = new Feed({
    title: `${product.name} changelog`,
    description: `What each ${product.name} release added to the Python API on Android, iOS and Windows.`,
    id: page,
    link: page,
    language: 'en',
    copyright: product.name,
    updated: new Date(`${releases[releases.length - 1]!.date}T00:00:00Z`),
  });
  for (const release of changelog(model, releases)) {
    const additions = Object.values(release.added).reduce((sum, list) => sum + list.length, 0);
    const items = release.highlights.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
    feed.addItem({
      title: `${product.name} ${release.version}`,
      id: `${page}#${releaseAnchor(release.version)}`,
      link: `${page}#${releaseAnchor(release.version)}`,
      date: new Date(`${release.date}T00:00:00Z`),
      content: `<ul>${items}</ul><p>${additions} additions to the API.</p>`,
    });
  }
  return feed.atom1();
}

/** The files tools read: the model as JSON with its schema, and the changelog feed. */
function writePublicFiles(dir: string, model: ApiModel, siteUrl: string) {
  mkdirSync(path.join(dir, 'api'), {recursive: true});
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  writeFileSync(
    path.join(dir, MODEL_EXPORT_PATH),
    `${JSON.stringify(publicExport(model, releases, product), null, 1)}\n`,
  );
  writeFileSync(
    path.join(dir, 'api', 'tapcraft.schema.json'),
    readFileSync(path.join(__dirname, 'tapcraft.schema.json')),
  );
  writeFileSync(path.join(dir, 'docs', 'changelog.atom'), changelogFeed(model, siteUrl));
}

/**
 * Reads the API reference pages into the API model at build time and fails
 * the build on a contradiction (file and line). From the model it writes the
 * data each API page imports (badges, since marks, member table), the
 * availability table, the changelog, `/api/tapcraft.json` and the changelog
 * feed; after a production build, also the `tapcraft-stubs` wheel.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  // Under `npm start` the files tools read are served from here.
  const devPublicDir = path.join(context.generatedFilesDir, 'tapcraft-api-reference', 'public');
  let content: ApiReferenceContent | undefined;
  return {
    name: 'tapcraft-api-reference',
    // After every plugin's content, not in loadContent: a saved page reloads
    // the docs (or blog) plugin, and then every plugin's allContentLoaded runs,
    // so the model follows the pages without reloading a second plugin.
    async allContentLoaded({actions}) {
      content = await siteApiReference(siteDir, context.i18n.currentLocale);
      const {model, pages} = content;
      await actions.createData('availability.json', JSON.stringify(availability(model)));
      // The changelog page shows the highlights in its own language; the feed and the export stay English.
      const highlighted = inLocale(context.i18n.currentLocale, releases, {
        'zh-Hans': chineseReleases,
      });
      await actions.createData('changelog.json', JSON.stringify(changelog(model, highlighted)));
      await actions.createData('exceptions.json', JSON.stringify(exceptionClasses(model)));
      await actions.createData('glossary.json', JSON.stringify(content.glossary));
      await Promise.all(
        otherTools.map((tool) =>
          actions.createData(`migrations/${tool}.json`, JSON.stringify(content!.migrations[tool])),
        ),
      );
      await Promise.all(
        pages.map((page) =>
          actions.createData(
            `api-pages/${page.module}.json`,
            JSON.stringify(apiPageData(model, page.module)),
          ),
        ),
      );
      if (process.env.NODE_ENV !== 'production') {
        writePublicFiles(devPublicDir, model, context.siteConfig.url);
      }
    },
    configureWebpack() {
      return devServerStatic(devPublicDir);
    },
    async postBuild({outDir}) {
      writePublicFiles(outDir, content!.model, context.siteConfig.url);
      const workDir = mkdtempSync(path.join(os.tmpdir(), 'tapcraft-stubs-'));
      try {
        const result = buildStubs(content!.pages, {
          outDir: workDir,
          wheel: {version: stubsVersion, path: path.join(outDir, 'downloads', stubsWheelName)},
        });
        if (result.errors.length > 0) {
          throw new Error(
            `API signature blocks are not valid stubs:\n${formatProblems(result.errors)}`,
          );
        }
      } finally {
        rmSync(workDir, {recursive: true, force: true});
      }
    },
  };
}
