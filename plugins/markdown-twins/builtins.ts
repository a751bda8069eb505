import type {PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';

import type {ComponentConverter} from '@tapcraft/core/markdown/converter';

/**
 * Markdown forms of the theme's components and of the HTML elements pages
 * write. Components of our own have theirs next to them
 * (`src/components/<Name>/markdown.ts`).
 */

/** Block results placed inside a paragraph: each paragraph's children in its place. */
export const phrasing = (nodes: RootContent[]): PhrasingContent[] =>
  nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node as PhrasingContent]));

/** A phrasing result placed where blocks are expected gets its own paragraph. */
const asFlow = (inline: boolean, nodes: PhrasingContent[]): RootContent[] =>
  inline ? nodes : [{type: 'paragraph', children: nodes}];

const stringProp = (props: Record<string, unknown>, name: string): string | undefined => {
  const value = props[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
};

const link: ComponentConverter = ({props, children, inline}) => {
  const url = stringProp(props, 'href') ?? stringProp(props, 'to');
  if (!url) throw new Error('a link needs href (or to)');
  return asFlow(inline, [{type: 'link', url, children: phrasing(children)}]);
};

const codeBlock: ComponentConverter = ({props, children}) => {
  const title = stringProp(props, 'title');
  return [
    {
      type: 'code',
      lang: stringProp(props, 'language') ?? null,
      meta: title ? `title=${JSON.stringify(title)}` : null,
      value: children
        .map((child) => toString(child))
        .join('\n')
        .replace(/\n+$/, ''),
    },
  ];
};

/** Tabs (each tab a sub-heading) and `<details>` (the summary a bold line): their content as it is. */
const contentOnly: ComponentConverter = ({children}) => children;

const tabItem: ComponentConverter = ({props, children}, context) => {
  const label = stringProp(props, 'label') ?? stringProp(props, 'value');
  if (!label) throw new Error('a TabItem needs a label or a value');
  const depth = Math.min(6, Math.max(2, context.headingDepth + 1)) as 2 | 3 | 4 | 5 | 6;
  return [{type: 'heading', depth, children: [{type: 'text', value: label}]}, ...children];
};

const summary: ComponentConverter = ({children, inline}) =>
  asFlow(inline, [{type: 'strong', children: phrasing(children)}]);

const code: ComponentConverter = ({children, inline}) =>
  asFlow(inline, [{type: 'inlineCode', value: children.map((c) => toString(c)).join('')}]);

/** The converters of components imported from these modules. */
export const themeComponents: Record<string, ComponentConverter> = {
  '@theme/Tabs': contentOnly,
  '@theme/TabItem': tabItem,
  '@theme/CodeBlock': codeBlock,
  '@docusaurus/Link': link,
};

/** The HTML elements a page may write, and their Markdown. */
export const htmlElements: Record<string, ComponentConverter> = {
  a: link,
  code,
  details: contentOnly,
  summary,
};
