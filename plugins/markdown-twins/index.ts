import type {PluggableList} from 'unified';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';

import type {ApiModel} from '@tapcraft/core/api/model';
import {apiPageData} from '@tapcraft/core/api/views';
import {docTitlesByPath, servedPath} from '@tapcraft/core/markdown/paths';
import {stubsWheelHref} from '@tapcraft/data/downloads';
import {apiPlatformLabels, apiPlatforms, type ApiPlatform} from '@tapcraft/data/platforms-api';
import {product} from '@tapcraft/data/site';
import {MODEL_EXPORT_PATH, siteApiReference, type ApiReferenceContent} from '../api-reference';
import {pageDataPath} from '../api-reference/remark';
import {devServerStatic} from '../shared/devServerStatic';
import {siteOutDir} from '../shared/siteOutDir';
import {contentHash} from '@tapcraft/core/buildCache';
import {twinCache} from './cache';
import {MarkdownTwinError, mdxToMarkdown, moduleLoader, type ConvertOptions} from './convert';
import {conventionsOf, instructions} from './instructions';
import {twinLinks} from './links';
import {blogListPages, docSections, postTwins, type DocTwin} from './listing';
import {
  llmsFullTxt,
  llmsTxt,
  twinFiles,
  type LlmsIndex,
  type Section,
  type TwinPage,
} from './twins';

export type MarkdownTwinsOptions = {
  /** Each sidebar's section title in llms.txt, in the order they appear there. */
  sidebarSections: Record<string, string>;
  /** The sidebar whose docs `/docs/<platform>/llms-full.txt` holds, per platform. */
  platformSidebars: Partial<Record<ApiPlatform, string>>;
  /** The API page remark plugin with the options the docs plugin gives it: twins read the same tree. */
  apiPageRemark: PluggableList;
};

type Site = {
  siteDir: string;
  siteUrl: string;
  /** The locale's base URL: `/`, or `/zh-Hans/`, where its llms files and twins are. */
  baseUrl: string;
  /** The locale being built, and its UI labels by id: the components' converters write them. */
  locale: string;
  codeTranslations: Readonly<Record<string, string>>;
  model: ApiModel;
  remarkPlugins: PluggableList;
};

/**
 * What converting a page needs besides the page, the same for every page of
 * one run, and a key of it: a twin depends on all pages' URLs and titles.
 */
function conversionOptions(
  site: Site,
  version: LoadedVersion,
  {twins, pages}: {twins: DocTwin[]; pages: TwinPage[]},
  apiPages: ApiReferenceContent['pages'],
) {
  const fileOf = (source: string) => path.join(site.siteDir, aliasedSitePathToRelativePath(source));
  const generated = new Map(
    apiPages.map((page) => [pageDataPath(page.module), apiPageData(site.model, page.module)]),
  );
  const targets = {
    siteUrl: site.siteUrl,
    baseUrl: site.baseUrl,
    twins: new Set(pages.map((page) => servedPath(page.permalink))),
    pagesByFile: new Map(twins.map((twin) => [fileOf(twin.source), twin.permalink])),
  };
  // By the English path, as the model and the data modules name pages.
  const docTitles = docTitlesByPath(
    version.docs.map((doc) => ({
      ...doc,
      permalink: `/${doc.permalink.slice(site.baseUrl.length)}`,
    })),
  );
  const shared = {
    locale: site.locale,
    codeTranslations: site.codeTranslations,
    siteDir: site.siteDir,
    remarkPlugins: site.remarkPlugins,
    generated: (importPath: string) => generated.get(importPath),
    model: site.model,
    docTitles,
    loadModule: moduleLoader(),
  };
  return {
    optionsOf: (twin: DocTwin): ConvertOptions => ({
      ...shared,
      file: fileOf(twin.source),
      url: twinLinks(targets, {permalink: twin.permalink, file: fileOf(twin.source)}),
      pageUrl: `${site.siteUrl}${encodeURI(servedPath(twin.permalink))}`,
    }),
    // Files by their path in the site, so that a checkout elsewhere finds the same twins.
    key: JSON.stringify([
      site.siteUrl,
      site.codeTranslations,
      site.model,
      twins.map((twin) => [aliasedSitePathToRelativePath(twin.source), twin.permalink]),
      [...targets.twins],
      [...docTitles],
    ]),
  };
}

/**
 * Fills in each twin's body. A page that cannot be written as Markdown stops
 * a build; under `npm start` it only warns, since a writer is mid-edit and
 * the MDX loader's overlay already shows the page's error.
 */
async function convertBodies(
  twins: DocTwin[],
  {optionsOf, key}: ReturnType<typeof conversionOptions>,
  cache: ReturnType<typeof twinCache>,
) {
  const problems: string[] = [];
  const runKey = cache.runKey(key);
  for (const twin of twins) {
    const options = optionsOf(twin);
    try {
      const kept = await cache.get(options.file, `${twin.permalink}:${runKey}`, async (text) => {
        const {markdown, partials} = await mdxToMarkdown(text, options);
        return {
          // A `# Title` at the top of the content is the page title, written above it already.
          markdown: markdown.replace(/^# .*\n+/, ''),
          // Hashes of the text converted, not of the file now: it may have been saved meanwhile.
          partials: Object.fromEntries(
            partials.map((p) => [path.relative(options.siteDir, p.file), contentHash(p.text)]),
          ),
        };
      });
      twin.body = kept.markdown;
    } catch (error) {
      if (!(error instanceof MarkdownTwinError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length === 0) return;
  const message = `These pages cannot be written as Markdown for their .md twin:\n${problems.join('\n')}`;
  if (process.env.NODE_ENV === 'production') throw new Error(message);
  console.warn(`[markdown twins] ${message}`);
}

/** The llms.txt preamble: product, summary and the instructions for assistants. */
function llmsIndex(
  site: Site,
  sections: Section[],
  platforms: Array<{label: string; url: string}>,
) {
  const contributing = readFileSync(path.join(site.siteDir, 'CONTRIBUTING.md'), 'utf8');
  return {
    productName: product.name,
    summary: product.description,
    instructions: instructions({
      productName: product.name,
      version: product.version,
      platforms: apiPlatforms.map((id) => ({id, label: apiPlatformLabels[id]})),
      model: site.model,
      modelUrl: `${site.siteUrl}${MODEL_EXPORT_PATH}`,
      stubsUrl: `${site.siteUrl}${stubsWheelHref.replace(/^pathname:\/\//, '')}`,
      fullUrl: `${site.siteUrl}${site.baseUrl}llms-full.txt`,
      platformFullUrls: platforms,
      conventions: conventionsOf(contributing),
    }),
    sections,
  } satisfies LlmsIndex;
}

/** `llms.txt`, `llms-full.txt` and each platform's full file, by path in the site. */
function llmsFiles(
  site: Site,
  sections: Section[],
  posts: DocTwin[],
  options: MarkdownTwinsOptions,
): Map<string, string> {
  const platforms = apiPlatforms
    .filter((platform) => options.platformSidebars[platform])
    .map((platform) => ({
      platform,
      label: apiPlatformLabels[platform],
      url: `${site.siteUrl}${site.baseUrl}docs/${platform}/llms-full.txt`,
    }));
  const index = llmsIndex(site, sections, platforms);
  // By path in the site's build folder, as the twins are (their URL paths hold the locale's).
  const inLocale = site.baseUrl.slice(1);
  const files = new Map([
    [
      `${inLocale}llms.txt`,
      llmsTxt({...index, sections: [...sections, {title: 'Blog', pages: posts}]}, site.siteUrl),
    ],
    [`${inLocale}llms-full.txt`, llmsFullTxt(index, site.siteUrl)],
  ]);
  // Pages that document the shared package belong to every platform's file.
  const shared = new Set(
    site.model.modules
      .filter((m) => m.platform === 'common')
      .map((m) => `${site.baseUrl}${m.url.slice(1)}`),
  );
  const sharedPages = sections
    .flatMap((section) => section.pages)
    .filter((page) => shared.has(servedPath(page.permalink)));
  const sidebarIds = Object.keys(options.sidebarSections);
  for (const {platform, label} of platforms) {
    const own = sections[sidebarIds.indexOf(options.platformSidebars[platform]!)]!;
    const missing = sharedPages.filter((page) => !own.pages.includes(page));
    const section = {title: label, pages: [...own.pages, ...missing]};
    files.set(
      `${inLocale}docs/${platform}/llms-full.txt`,
      llmsFullTxt({...index, sections: [section]}, site.siteUrl),
    );
  }
  return files;
}

function writeAll(dir: string, files: Map<string, string>) {
  for (const [file, content] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}

/**
 * A Markdown twin of every doc page and blog page (the page URL plus
 * `.md`), written from the pages' parsed MDX, and `llms.txt`,
 * `llms-full.txt` and `/docs/<platform>/llms-full.txt` for AI assistants.
 * The build stops, naming file and line, on a page it cannot write as
 * Markdown. Under `npm start` the same files are served from a generated
 * folder.
 */
export default function markdownTwinsPlugin(
  context: LoadContext,
  options: MarkdownTwinsOptions,
): Plugin {
  const {siteDir} = context;
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const devDir = path.join(context.generatedFilesDir, 'tapcraft-markdown-twins', 'public');
  let files = new Map<string, string>();
  const cache = twinCache(siteDir);
  return {
    name: 'tapcraft-markdown-twins',
    getPathsToWatch() {
      return [
        path.join(siteDir, 'src/components/*/markdown.ts'),
        path.join(siteDir, 'src/data/**/*.ts'),
        path.join(siteDir, 'CONTRIBUTING.md'),
      ];
    },
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']!.default as LoadedContent;
      const blog = allContent['docusaurus-plugin-content-blog']!.default as BlogContent;
      const api = await siteApiReference(siteDir, context.i18n.currentLocale);
      const site = {
        siteDir,
        siteUrl,
        baseUrl: context.siteConfig.baseUrl,
        locale: context.i18n.currentLocale,
        codeTranslations: context.codeTranslations,
        model: api.model,
        remarkPlugins: options.apiPageRemark,
      };
      const version = docs.loadedVersions[0]!;
      const {sections, docTwins} = docSections(version, options.sidebarSections, siteUrl);
      const posts = postTwins(blog);
      const twins = [...docTwins.values(), ...posts];
      const pages = [
        ...sections.flatMap((section) => section.pages),
        ...posts,
        ...blogListPages(blog, siteUrl),
      ];
      const conversion = conversionOptions(site, version, {twins, pages}, api.pages);
      await convertBodies(twins, conversion, cache);
      files = new Map([...twinFiles(pages), ...llmsFiles(site, sections, posts, options)]);
      if (process.env.NODE_ENV !== 'production') {
        rmSync(devDir, {recursive: true, force: true});
        writeAll(devDir, files);
      }
    },
    configureWebpack() {
      return devServerStatic(devDir);
    },
    async postBuild({outDir}) {
      writeAll(siteOutDir(context, outDir), files);
    },
  };
}
