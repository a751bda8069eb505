import type {List, PhrasingContent} from 'mdast';

import {exceptionClasses, type ExceptionClass} from '@tapcraft/core/api/views';
import {inlineCode, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter, MarkdownContext} from '@tapcraft/core/markdown/converter';
import {punctuationOf} from '../../data/localize';
import {apiPlatformLabels, apiPlatforms} from '../../data/platforms-api';
import {exceptionTree, type ExceptionNode} from './tree';

const list = (items: List['children']): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items,
});

/** The platforms that have the class; each links to its entry when the entries differ, as on the page. */
function platforms(links: ExceptionClass['links'], separator: string): PhrasingContent[] {
  const present = apiPlatforms.filter((platform) => links[platform]);
  const oneEntry = new Set(present.map((platform) => links[platform])).size === 1;
  return present.flatMap((platform, index): PhrasingContent[] => [
    ...(index > 0 ? [text(separator)] : []),
    oneEntry
      ? text(apiPlatformLabels[platform])
      : {type: 'link', url: links[platform]!, children: [text(apiPlatformLabels[platform])]},
  ]);
}

/** A label around one code name, as the page words it: `in {module}` gives the text before and after it. */
function aroundCode(label: string, placeholder: string, code: string): PhrasingContent[] {
  const [before = '', after = ''] = label.split(`{${placeholder}}`);
  return [text(before), inlineCode(code), text(after)];
}

/** One class: its name linked to the entry, module and platforms, when it is raised, its message, then its subclasses. */
function item(node: ExceptionNode, context: MarkdownContext): List['children'][number] {
  const {exception, otherBases, children} = node;
  const {translate} = context;
  const marks = punctuationOf(context.locale);
  const entry = apiPlatforms.map((platform) => exception.links[platform]).find(Boolean)!;
  const inModule = translate({id: 'tapcraft.exceptionHierarchy.module', message: 'in {module}'});
  const alsoA = translate({
    id: 'tapcraft.exceptionHierarchy.alsoA',
    message: 'It is also a {base}.',
  });
  const message = translate({id: 'tapcraft.exceptionHierarchy.message', message: 'Message:'});
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'link' as const, url: entry, children: [inlineCode(exception.name)]},
          text(' '),
          ...aroundCode(inModule, 'module', exception.module),
          text(marks.open),
          ...platforms(exception.links, marks.enumeration),
          text(`${marks.close}${marks.colon}`),
          ...context.parseInline(exception.summary),
          ...otherBases.flatMap((base) => [text(marks.space), ...aroundCode(alsoA, 'base', base)]),
          ...(exception.message
            ? [
                text(`${marks.space}${message}${marks.space}`),
                ...context.parseInline(exception.message),
              ]
            : []),
        ].filter((child: PhrasingContent) => child.type !== 'text' || child.value !== ''),
      },
      ...(children.length > 0 ? [list(children.map((child) => item(child, context)))] : []),
    ],
  };
}

/** The exception tree of the API model as nested lists, under Python's built-in bases. */
export const toMarkdown: ComponentConverter = (_element, context) => {
  if (!context.model) throw new Error('needs the API model');
  const marks = punctuationOf(context.locale);
  const builtin = context.translate({
    id: 'tapcraft.exceptionHierarchy.builtin',
    message: 'Python built-in',
  });
  return [
    list(
      exceptionTree(exceptionClasses(context.model)).map((root) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [inlineCode(root.base), text(`${marks.open}${builtin}${marks.close}`)],
          },
          list(root.children.map((node) => item(node, context))),
        ],
      })),
    ),
  ];
};
