import path from 'node:path';

import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';

import {text} from '@tapcraft/core/markdown/mdast';
import {stringifyMarkdown} from './convert';
import {linkList, type Section, type TwinPage} from './twins';

/**
 * Which pages get a twin, in reading order: every doc of the sidebars that
 * llms.txt lists, the card pages of categories, every blog post, and the
 * blog's list pages (whose twins are lists of links). The bodies of docs and
 * posts are filled in afterwards, from their MDX.
 */

type SidebarItem = LoadedVersion['sidebars'][string][number];
type LinkTarget = {permalink: string; title: string; description?: string};

/** A Markdown list of links to twins, each with its page's description. */
function linksMarkdown(siteUrl: string, pages: LinkTarget[]): string {
  return stringifyMarkdown({type: 'root', children: [linkList(pages, siteUrl)]});
}

/** Where a sidebar item leads, for a card list: a doc, or a category's own page. */
function itemPage(item: SidebarItem, docs: Map<string, DocMetadata>): Required<LinkTarget> | null {
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

/** A doc's twin, its body still to be converted. */
export type DocTwin = TwinPage & {source: string};

/**
 * Pages of one sidebar in reading order: its docs, and the card pages of
 * categories that have one, whose twin lists their items. A `ref` is listed
 * in the sidebar it belongs to.
 */
function sidebarPages(
  items: SidebarItem[],
  docs: Map<string, DocMetadata>,
  siteUrl: string,
  docTwins: Map<string, DocTwin>,
): TwinPage[] {
  const docPage = (doc: DocMetadata): DocTwin => {
    const {permalink, title, description, source} = doc;
    const page = {permalink, title, description, source, body: ''};
    docTwins.set(doc.id, page);
    return page;
  };
  return items.flatMap((item): TwinPage[] => {
    if (item.type === 'doc') return [docPage(docs.get(item.id)!)];
    if (item.type !== 'category') return [];
    const {link} = item;
    const cards = item.items.map((child) => itemPage(child, docs)).filter((page) => page !== null);
    const own: TwinPage[] =
      link?.type === 'doc'
        ? [docPage(docs.get(link.id)!)]
        : link?.type === 'generated-index'
          ? [{...itemPage(item, docs)!, body: linksMarkdown(siteUrl, cards)}]
          : [];
    return [...own, ...sidebarPages(item.items, docs, siteUrl, docTwins)];
  });
}

/** One section per sidebar llms.txt lists, and every doc's twin by its id. */
export function docSections(
  version: LoadedVersion,
  sidebarSections: Record<string, string>,
  siteUrl: string,
): {sections: Section[]; docTwins: Map<string, DocTwin>} {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const docTwins = new Map<string, DocTwin>();
  const sections = Object.entries(sidebarSections).map(([id, title]) => {
    const sidebar = version.sidebars[id];
    if (!sidebar) throw new Error(`markdown-twins: no sidebar "${id}" in sidebars.ts`);
    return {title, pages: sidebarPages(sidebar, docs, siteUrl, docTwins)};
  });
  const outside = version.docs.filter((doc) => !docTwins.has(doc.id));
  if (outside.length > 0) {
    const files = outside.map((doc) => aliasedSitePathToRelativePath(doc.source));
    throw new Error(
      `markdown-twins: these docs are in no sidebar that llms.txt lists (sidebarSections in docusaurus.config.ts):\n${files.join('\n')}`,
    );
  }
  return {sections, docTwins};
}

/** Each post's twin, its body still to be converted. */
export function postTwins(blog: BlogContent): DocTwin[] {
  return blog.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .map(({metadata}) => {
      const authors = metadata.authors.map((author) => author.name).filter(Boolean);
      const by = authors.length ? ` by ${authors.join(', ')}` : '';
      return {
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        byline: `Published ${metadata.date.toISOString().slice(0, 10)}${by}.`,
        body: '',
        source: metadata.source,
      };
    });
}

/** The blog's list pages: the blog, its archive, its tags and authors, each a list of posts. */
export function blogListPages(blog: BlogContent, siteUrl: string): TwinPage[] {
  const posts = blog.blogPosts.filter((post) => !post.metadata.unlisted);
  const base = path.posix.dirname(blog.blogTagsListPath);
  const listOf = (list: BlogPost[]) =>
    linksMarkdown(
      siteUrl,
      list.map(({metadata}) => ({
        ...metadata,
        description: `${metadata.date.toISOString().slice(0, 10)}. ${metadata.description}`,
      })),
    );
  const all = listOf(posts);
  return [
    {permalink: base, title: blog.blogTitle, description: blog.blogDescription, body: all},
    {
      permalink: `${base}/archive`,
      title: 'Archive',
      description: `Every post of the ${blog.blogTitle}, newest first.`,
      body: all,
    },
    ...tagPages(blog, siteUrl, posts, listOf),
    ...authorPages(blog, base, posts, listOf),
  ];
}

function tagPages(
  blog: BlogContent,
  siteUrl: string,
  posts: BlogPost[],
  listOf: (list: BlogPost[]) => string,
): TwinPage[] {
  const tags = Object.values(blog.blogTags).filter((tag) => !tag.unlisted);
  const count = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}.`;
  return [
    {
      permalink: blog.blogTagsListPath,
      title: 'Tags',
      description: `The tags of the ${blog.blogTitle}.`,
      body: linksMarkdown(
        siteUrl,
        tags.map((tag) => ({
          permalink: tag.permalink,
          title: tag.label,
          description: `${count(tag.items.length)} ${tag.description ?? ''}`.trim(),
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
  ];
}

function authorPages(
  blog: BlogContent,
  base: string,
  posts: BlogPost[],
  listOf: (list: BlogPost[]) => string,
): TwinPage[] {
  const authors = Object.values(blog.authorsMap ?? {});
  const byAuthor = (key: string) =>
    listOf(posts.filter((post) => post.metadata.authors.some((a) => a.key === key)));
  const intro = (name: string, title?: string): string =>
    stringifyMarkdown({
      type: 'root',
      children: [
        {type: 'heading', depth: 2, children: [text(name)]},
        ...(title ? [{type: 'paragraph' as const, children: [text(title)]}] : []),
      ],
    });
  return [
    {
      permalink: `${base}/authors`,
      title: 'Authors',
      description: `Who writes the ${blog.blogTitle}.`,
      body: authors
        .map((a) => `${intro(a.name ?? a.key, a.title ?? undefined)}\n${byAuthor(a.key)}`)
        .join('\n'),
    },
    ...authors
      .filter((author) => author.page)
      .map((author) => ({
        permalink: author.page!.permalink,
        title: author.name ?? author.key,
        description: author.title ?? '',
        body: byAuthor(author.key),
      })),
  ];
}
