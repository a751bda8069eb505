import type {List, PhrasingContent} from 'mdast';

import {exceptionClasses, type ExceptionClass} from '@tapcraft/core/api/views';
import {inlineCode, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter, MarkdownContext} from '@tapcraft/core/markdown/converter';
import {apiPlatformLabels, apiPlatforms} from '../../data/platforms-api';
import {exceptionTree, type ExceptionNode} from './tree';

const list = (items: List['children']): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items,
});

/** The platforms that have the class; each links to its entry when the entries differ, as on the page. */
function platforms(links: ExceptionClass['links']): PhrasingContent[] {
  const present = apiPlatforms.filter((platform) => links[platform]);
  const oneEntry = new Set(present.map((platform) => links[platform])).size === 1;
  return present.flatMap((platform, index): PhrasingContent[] => [
    ...(index > 0 ? [text(', ')] : []),
    oneEntry
      ? text(apiPlatformLabels[platform])
      : {type: 'link', url: links[platform]!, children: [text(apiPlatformLabels[platform])]},
  ]);
}

/** One class: its name linked to the entry, module and platforms, when it is raised, its message, then its subclasses. */
function item(node: ExceptionNode, context: MarkdownContext): List['children'][number] {
  const {exception, otherBases, children} = node;
  const entry = apiPlatforms.map((platform) => exception.links[platform]).find(Boolean)!;
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'link', url: entry, children: [inlineCode(exception.name)]},
          text(' in '),
          inlineCode(exception.module),
          text(' ('),
          ...platforms(exception.links),
          text('): '),
          ...context.parseInline(exception.summary),
          ...otherBases.flatMap((base) => [text(' It is also a '), inlineCode(base), text('.')]),
          ...(exception.message
            ? [text(' Message: '), ...context.parseInline(exception.message)]
            : []),
        ],
      },
      ...(children.length > 0 ? [list(children.map((child) => item(child, context)))] : []),
    ],
  };
}

/** The exception tree of the API model as nested lists, under Python's built-in bases. */
export const toMarkdown: ComponentConverter = (_element, context) => {
  if (!context.model) throw new Error('needs the API model');
  return [
    list(
      exceptionTree(exceptionClasses(context.model)).map((root) => ({
        type: 'listItem',
        spread: false,
        children: [
          {type: 'paragraph', children: [inlineCode(root.base), text(' (Python built-in)')]},
          list(root.children.map((node) => item(node, context))),
        ],
      })),
    ),
  ];
};
