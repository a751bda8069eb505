import type {List, Root, RootContent} from 'mdast';

import {stringifyMarkdown} from './convert';
import {text} from '@tapcraft/core/markdown/mdast';
import {twinFile, twinUrl} from '@tapcraft/core/markdown/paths';

/**
 * The pages that get a Markdown twin, and the files assembled from them:
 * `llms.txt` (the index), `llms-full.txt` (every doc) and one full file
 * per platform. Pure: the plugin gathers the pages, these write the text.
 */

export type TwinPage = {
  /** The page's URL path, as its HTML is served: `/docs/intro`. */
  permalink: string;
  title: string;
  description: string;
  /** The page's content as Markdown, its links absolute. */
  body: string;
  /** A line under the description, such as a post's date and authors. */
  byline?: string;
};

/** Title and description as Markdown, written through the stringifier so that they are escaped. */
function header(page: TwinPage, extra: RootContent[] = []): string {
  const root: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [text(page.title)]},
      ...extra,
      ...(page.description
        ? [{type: 'paragraph' as const, children: [text(page.description)]}]
        : []),
      ...(page.byline ? [{type: 'paragraph' as const, children: [text(page.byline)]}] : []),
    ],
  };
  return stringifyMarkdown(root);
}

/** The twin a page URL plus `.md` serves. */
export function twinText(page: TwinPage): string {
  return `${header(page)}\n${page.body}`.replace(/\n*$/, '\n');
}

/** A page inside a full file: its twin, with the address it comes from under the title. */
function fullEntry(page: TwinPage, siteUrl: string): string {
  const source: RootContent = {
    type: 'paragraph',
    children: [
      text('Source: '),
      {
        type: 'link',
        url: twinUrl(siteUrl, page.permalink),
        children: [text(twinUrl(siteUrl, page.permalink))],
      },
    ],
  };
  return `${header(page, [source])}\n${page.body}`.replace(/\n*$/, '\n');
}

export type Section = {title: string; pages: TwinPage[]};

export type LlmsIndex = {
  productName: string;
  summary: string;
  /** Instructions for assistants, Markdown without headings (llmstxt.org). */
  instructions: string;
  sections: Section[];
};

/** A list of links to twins, each with its page's description: llms.txt's sections and card lists. */
export function linkList(
  pages: Array<{permalink: string; title: string; description?: string}>,
  siteUrl: string,
): List {
  return {
    type: 'list',
    spread: false,
    children: pages.map((page) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: twinUrl(siteUrl, page.permalink), children: [text(page.title)]},
            ...(page.description ? [text(`: ${page.description}`)] : []),
          ],
        },
      ],
    })),
  };
}

function preamble(index: LlmsIndex): string {
  const root: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [text(index.productName)]},
      {type: 'blockquote', children: [{type: 'paragraph', children: [text(index.summary)]}]},
    ],
  };
  return `${stringifyMarkdown(root)}\n${index.instructions.trim()}\n`;
}

/** `/llms.txt` in the llmstxt.org format: name, summary, instructions, one section of links per sidebar. */
export function llmsTxt(index: LlmsIndex, siteUrl: string): string {
  const sections: Root = {
    type: 'root',
    children: index.sections.flatMap((section): RootContent[] => [
      {type: 'heading', depth: 2, children: [text(section.title)]},
      linkList(section.pages, siteUrl),
    ]),
  };
  return `${preamble(index)}\n${stringifyMarkdown(sections)}`;
}

/** A full file: the preamble of llms.txt, then every page of the sections, in order. */
export function llmsFullTxt(index: LlmsIndex, siteUrl: string): string {
  const pages = index.sections.flatMap((section) => section.pages);
  return [preamble(index), ...pages.map((page) => fullEntry(page, siteUrl))].join('\n');
}

/** Every file a build or the dev server writes, by path relative to the site root. */
export function twinFiles(pages: TwinPage[]): Map<string, string> {
  return new Map(pages.map((page) => [twinFile(page.permalink), twinText(page)]));
}
