import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {List, Root} from 'mdast';

import {stubsWheelHref} from '../../src/data/downloads';
import {apiPlatformLabels, apiPlatforms, type ApiPlatform} from '../../src/data/platforms-api';
import {product} from '../../src/data/site';
import {MODEL_EXPORT_PATH, type ApiReferenceContent} from '../api-reference';
import remarkApiPage, {pageDataPath} from '../api-reference/remark';
import {apiPageData} from '../api-reference/views';
import {BuildCache, contentHash, runningCodeVersion, textIfPresent} from '../shared/buildCache';
import {devServerStatic} from '../shared/devServerStatic';
import {MarkdownTwinError, mdxToMarkdown, moduleLoader, stringifyMarkdown} from './convert';
import {conventionsOf, instructions} from './instructions';
import {twinLinks, type LinkTargets} from './links';
import {text} from './mdast';
import {docTitlesByPath, servedPath} from './paths';
import {linkItem, llmsFullTxt, llmsTxt, twinFiles, type LlmsIndex, type TwinPage} from './twins';

export type MarkdownTwinsOptions = {
  /** Each sidebar's section title in llms.txt, in the order they appear there. */
  sidebarSections: Record<string, string>;
  /** The sidebar whose docs `/docs/<platform>/llms-full.txt` holds, per platform. */
  platformSidebars: Partial<Record<ApiPlatform, string>>;
};

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A Markdown list of links to twins, each with its page's description. */
function linkList(
  siteUrl: string,
  pages: Array<{permalink: string; title: string; description?: string}>,
): string {
  const list: List = {
    type: 'list',
    spread: false,
    children: pages.map((page) => linkItem(page, siteUrl)),
  };
  return stringifyMarkdown({type: 'root', children: [list]} as Root);
}

/** Where a sidebar item leads, for a card list: a doc, or a category's own page. */
function itemPage(
  item: SidebarItem,
  docs: Map<string, DocMetadata>,
): {permalink: string; title: string; description: string} | null {
  const docId =
    item.type === 'doc' || item.type === 'ref'
      ? item.id
      : item.type === 'category' && item.link?.type === 'doc'
        ? item.link.id
        : null;
  if (docId) {
    const doc = docs.get(docId)!;
    return {permalink: doc.permalink, title: doc.title, description: doc.description};
  }
  if (item.type === 'category' && item.link?.type === 'generated-index') {
    return {
      permalink: item.link.permalink,
      title: item.link.title ?? item.label,
      description: item.link.description ?? '',
    };
  }
  return null;
}

/**
 * Pages of one sidebar in reading order: its docs (`docPage`), and the card
 * pages of categories that have one, whose twin lists their items. A `ref`
 * is listed in the sidebar it belongs to.
 */
function sidebarPages(
  items: SidebarItem[],
  docs: Map<string, DocMetadata>,
  siteUrl: string,
  docPage: (doc: DocMetadata) => TwinPage,
): TwinPage[] {
  return items.flatMap((item): TwinPage[] => {
    if (item.type === 'doc') return [docPage(docs.get(item.id)!)];
    if (item.type !== 'category') return [];
    const {link} = item;
    const cards = item.items.map((child) => itemPage(child, docs)).filter((page) => page !== null);
    const own: TwinPage[] =
      link?.type === 'doc'
        ? [docPage(docs.get(link.id)!)]
        : link?.type === 'generated-index'
          ? [{...itemPage(item, docs)!, body: linkList(siteUrl, cards)}]
          : [];
    return [...own, ...sidebarPages(item.items, docs, siteUrl, docPage)];
  });
}

function blogPages(
  blog: BlogContent,
  siteUrl: string,
  postTwins: Map<string, TwinPage>,
): TwinPage[] {
  const posts = blog.blogPosts.filter((post) => !post.metadata.unlisted);
  const base = path.posix.dirname(blog.blogTagsListPath);
  const listOf = (list: BlogPost[]) =>
    linkList(
      siteUrl,
      list.map((post) => ({
        permalink: post.metadata.permalink,
        title: post.metadata.title,
        description: `${post.metadata.date.toISOString().slice(0, 10)}. ${post.metadata.description}`,
      })),
    );
  const tags = Object.values(blog.blogTags).filter((tag) => !tag.unlisted);
  const authors = Object.values(blog.authorsMap ?? {});
  const byAuthor = (key: string) =>
    posts.filter((post) => post.metadata.authors.some((a) => a.key === key));
  return [
    ...postTwins.values(),
    {
      permalink: base,
      title: blog.blogTitle,
      description: blog.blogDescription,
      body: listOf(posts),
    },
    {
      permalink: `${base}/archive`,
      title: 'Archive',
      description: `Every post of the ${blog.blogTitle}, newest first.`,
      body: listOf(posts),
    },
    {
      permalink: blog.blogTagsListPath,
      title: 'Tags',
      description: `The tags of the ${blog.blogTitle}.`,
      body: linkList(
        siteUrl,
        tags.map((tag) => ({
          permalink: tag.permalink,
          title: tag.label,
          description:
            `${tag.items.length} ${tag.items.length === 1 ? 'post' : 'posts'}. ${tag.description ?? ''}`.trim(),
        })),
      ),
    },
    // A tag's page, and its further pages when it has more posts than one page shows.
    ...tags.flatMap((tag) =>
      tag.pages.map((page) => ({
        permalink: page.metadata.permalink,
        title: `Posts tagged "${tag.label}"`,
        description: tag.description ?? '',
        body: listOf(posts.filter((post) => page.items.includes(post.id))),
      })),
    ),
    {
      permalink: `${base}/authors`,
      title: 'Authors',
      description: `Who writes the ${blog.blogTitle}.`,
      body: authors
        .map((author) => {
          const intro: Root = {
            type: 'root',
            children: [
              {type: 'heading', depth: 2, children: [text(author.name ?? author.key)]},
              ...(author.title
                ? [{type: 'paragraph' as const, children: [text(author.title)]}]
                : []),
            ],
          };
          return `${stringifyMarkdown(intro)}\n${listOf(byAuthor(author.key))}`;
        })
        .join('\n'),
    },
    ...authors
      .filter((author) => author.page)
      .map((author) => ({
        permalink: author.page!.permalink,
        title: author.name ?? author.key,
        description: author.title ?? '',
        body: listOf(byAuthor(author.key)),
      })),
  ];
}

/** A page's twin body, with a hash of each partial it inlines, by path from the site. */
type Twin = {markdown: string; partials: Record<string, string>};

/** A page's twin body, or why it cannot be written as Markdown. */
type Conversion = Twin | {problem: string};

/**
 * A Markdown twin of every doc page and blog page (the page URL plus
 * `.md`), written from the MDX sources, and `llms.txt`, `llms-full.txt` and
 * `/docs/<platform>/llms-full.txt` for AI assistants. The build stops, naming
 * file and line, on a page it cannot write as Markdown. Under `npm start`
 * the same files are served from a generated folder.
 */
export default function markdownTwinsPlugin(
  context: LoadContext,
  options: MarkdownTwinsOptions,
): Plugin {
  const {siteDir} = context;
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const devDir = path.join(context.generatedFilesDir, 'tapcraft-markdown-twins', 'public');
  let files = new Map<string, string>();
  // Converting every page takes 3.4 s of CPU in a build (node --cpu-prof)
  // and took 56 s of a 57 s reload under `npm start` on a busy machine: a
  // page converts again only when its file, a partial it inlines, its URL,
  // the inputs all pages share (the API model, the set of pages and their
  // titles) or the code and data behind them changed.
  const cache = new BuildCache<Twin>(siteDir, 'markdown-twins');
  const codeVersion = runningCodeVersion(siteDir);

  return {
    name: 'tapcraft-markdown-twins',
    getPathsToWatch() {
      return [
        path.join(siteDir, 'src/components/*/markdown.ts'),
        path.join(siteDir, 'src/data/*.ts'),
        path.join(siteDir, 'CONTRIBUTING.md'),
      ];
    },
    async allContentLoaded({allContent}) {
      cache.open(codeVersion());
      const docsContent = allContent['docusaurus-plugin-content-docs']!.default as LoadedContent;
      const blog = allContent['docusaurus-plugin-content-blog']!.default as BlogContent;
      const {model, pages: apiPages} = allContent['tapcraft-api-reference']!
        .default as ApiReferenceContent;
      const version = docsContent.loadedVersions[0]!;
      const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
      const fileOf = (source: string) => path.join(siteDir, aliasedSitePathToRelativePath(source));

      const sidebarIds = Object.keys(options.sidebarSections);
      const generated = new Map(
        apiPages.map((page) => [pageDataPath(page.module), apiPageData(model, page.module)]),
      );
      const posts = blog.blogPosts.filter((post) => !post.metadata.unlisted);
      const twinPaths = new Set<string>();
      const targets: LinkTargets = {
        siteUrl,
        twins: twinPaths,
        pagesByFile: new Map([
          ...version.docs.map((doc) => [fileOf(doc.source), doc.permalink] as const),
          ...posts.map((post) => [fileOf(post.metadata.source), post.metadata.permalink] as const),
        ]),
      };
      const loadModule = moduleLoader();
      const docTitles = docTitlesByPath(version.docs);
      const problems: string[] = [];
      const convertFile = async (
        file: string,
        source: string,
        permalink: string,
      ): Promise<Conversion> => {
        try {
          const {markdown, partials} = await mdxToMarkdown(source, {
            file,
            siteDir,
            remarkPlugins: [remarkApiPage],
            generated: (importPath) => generated.get(importPath),
            url: twinLinks(targets, {permalink, file}),
            model,
            docTitles,
            pageUrl: `${siteUrl}${encodeURI(servedPath(permalink))}`,
            loadModule,
          });
          return {
            // A `# Title` at the top of the content is the page title, written above it already.
            markdown: markdown.replace(/^# .*\n+/, ''),
            // Hashes of the text converted, not of the file now: it may have been saved meanwhile.
            partials: Object.fromEntries(
              partials.map((partial) => [
                path.relative(siteDir, partial.file),
                contentHash(partial.text),
              ]),
            ),
          };
        } catch (error) {
          if (!(error instanceof MarkdownTwinError)) throw error;
          return {problem: error.message};
        }
      };
      const partialsUnchanged = (twin: Twin) =>
        Object.entries(twin.partials).every(([partial, hash]) => {
          const text = textIfPresent(path.join(siteDir, partial));
          return text !== null && contentHash(text) === hash;
        });
      // What every page's twin depends on besides its own file: set below, once the pages are known.
      let sharedInputs = '';
      const convert = async (source: string, permalink: string) => {
        const file = fileOf(source);
        const text = await readFile(file, 'utf8');
        let problem = '';
        const twin = await cache.get(
          contentHash(path.relative(siteDir, file), text, permalink, sharedInputs),
          async () => {
            const result = await convertFile(file, text, permalink);
            if ('problem' in result) {
              problem = result.problem;
              return undefined;
            }
            return result;
          },
          partialsUnchanged,
        );
        if (!twin) {
          problems.push(problem);
          return '';
        }
        return twin.markdown;
      };

      // Every URL that has a twin, known before any page's links are written.
      const docTwins = new Map<string, TwinPage>();
      const postTwins = new Map<string, TwinPage>();
      const sections = sidebarIds.map((id) => {
        const sidebar = version.sidebars[id];
        if (!sidebar) throw new Error(`markdown-twins: no sidebar "${id}" in sidebars.ts`);
        return {
          title: options.sidebarSections[id]!,
          pages: sidebarPages(sidebar, docs, siteUrl, (doc) => {
            const page: TwinPage = {
              permalink: doc.permalink,
              title: doc.title,
              description: doc.description,
              body: '',
            };
            docTwins.set(doc.id, page);
            return page;
          }),
        };
      });
      const outside = version.docs.filter((doc) => !docTwins.has(doc.id));
      if (outside.length > 0) {
        throw new Error(
          `markdown-twins: these docs are in no sidebar that llms.txt lists (sidebarSections in docusaurus.config.ts):\n${outside.map((doc) => aliasedSitePathToRelativePath(doc.source)).join('\n')}`,
        );
      }
      for (const post of posts) {
        const {metadata} = post;
        const authors = metadata.authors.map((author) => author.name).filter(Boolean);
        postTwins.set(metadata.permalink, {
          permalink: metadata.permalink,
          title: metadata.title,
          description: metadata.description,
          byline: `Published ${metadata.date.toISOString().slice(0, 10)}${authors.length ? ` by ${authors.join(', ')}` : ''}.`,
          body: '',
        });
      }
      const blogTwins = blogPages(blog, siteUrl, postTwins);
      const pages = [...sections.flatMap((section) => section.pages), ...blogTwins];
      pages.forEach((page) => twinPaths.add(servedPath(page.permalink)));
      sharedInputs = contentHash(
        siteUrl,
        JSON.stringify(model),
        // Files by their path in the site, so that a checkout elsewhere finds the same twins.
        JSON.stringify([
          ...[...targets.pagesByFile].map(([file, page]) => [path.relative(siteDir, file), page]),
          ...twinPaths,
          ...docTitles,
        ]),
      );

      for (const doc of version.docs)
        docTwins.get(doc.id)!.body = await convert(doc.source, doc.permalink);
      for (const post of posts) {
        postTwins.get(post.metadata.permalink)!.body = await convert(
          post.metadata.source,
          post.metadata.permalink,
        );
      }
      cache.save();
      if (problems.length > 0) {
        const message = `These pages cannot be written as Markdown for their .md twin:\n${problems.join('\n')}`;
        // Under `npm start` a writer is mid-edit: the MDX loader's overlay
        // already shows the page's error, and failing this reload would keep
        // every other change out of the dev server until the page is fixed.
        if (process.env.NODE_ENV === 'production') throw new Error(message);
        console.warn(`[markdown twins] ${message}`);
      }

      const platformFullUrls = apiPlatforms
        .filter((platform) => options.platformSidebars[platform])
        .map((platform) => ({
          platform,
          label: apiPlatformLabels[platform],
          url: `${siteUrl}/docs/${platform}/llms-full.txt`,
        }));
      const index: LlmsIndex = {
        productName: product.name,
        summary: product.description,
        instructions: instructions({
          productName: product.name,
          version: product.version,
          platforms: apiPlatforms.map((id) => ({id, label: apiPlatformLabels[id]})),
          model,
          modelUrl: `${siteUrl}${MODEL_EXPORT_PATH}`,
          stubsUrl: `${siteUrl}${stubsWheelHref.replace(/^pathname:\/\//, '')}`,
          fullUrl: `${siteUrl}/llms-full.txt`,
          platformFullUrls,
          conventions: conventionsOf(readFileSync(path.join(siteDir, 'CONTRIBUTING.md'), 'utf8')),
        }),
        sections,
      };
      // Pages that document the shared package belong to every platform's file.
      const shared = new Set(
        model.modules.filter((m) => m.platform === 'common').map((m) => m.url),
      );
      const sharedPages = pages.filter((page) => shared.has(servedPath(page.permalink)));

      files = twinFiles(pages);
      files.set(
        'llms.txt',
        llmsTxt(
          {...index, sections: [...sections, {title: 'Blog', pages: [...postTwins.values()]}]},
          siteUrl,
        ),
      );
      files.set('llms-full.txt', llmsFullTxt(index, siteUrl));
      for (const {platform, label} of platformFullUrls) {
        const own = sections[sidebarIds.indexOf(options.platformSidebars[platform]!)]!;
        const missing = sharedPages.filter((page) => !own.pages.includes(page));
        files.set(
          `docs/${platform}/llms-full.txt`,
          llmsFullTxt(
            {...index, sections: [{title: label, pages: [...own.pages, ...missing]}]},
            siteUrl,
          ),
        );
      }
      if (process.env.NODE_ENV !== 'production') {
        rmSync(devDir, {recursive: true, force: true});
        writeAll(devDir, files);
      }
    },
    configureWebpack() {
      return devServerStatic(devDir);
    },
    async postBuild({outDir}) {
      writeAll(outDir, files);
    },
  };
}

function writeAll(dir: string, files: Map<string, string>) {
  for (const [file, content] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}
