import type {RootContent} from 'mdast';

import {changelog} from '@tapcraft/core/api/views';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {releases} from '../../data/releases';
import {additionGroups} from './groups';

/**
 * Each release as a section: its highlights, then the import paths of what
 * it added on each platform (the page links the names; the full path says
 * the module, which an assistant needs to import them).
 */
export const toMarkdown: ComponentConverter = (_element, {model}) => {
  if (!model) throw new Error('needs the API model');
  return changelog(model, releases).flatMap((release): RootContent[] => [
    {
      type: 'heading',
      depth: 2,
      children: [{type: 'text', value: `${release.version} (${release.date})`}],
    },
    {
      type: 'list',
      spread: false,
      children: release.highlights.map((line) => ({
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: [{type: 'text', value: line}]}],
      })),
    },
    ...additionGroups
      .filter(({key}) => release.added[key]?.length)
      .map(({key, label}): RootContent => ({
        type: 'paragraph',
        children: [
          {type: 'text', value: `Added to the API on ${label} (${release.added[key]!.length}): `},
          ...release.added[key]!.flatMap((addition, index) => [
            ...(index > 0 ? [{type: 'text' as const, value: ', '}] : []),
            {type: 'inlineCode' as const, value: addition.id},
          ]),
        ],
      })),
  ]);
};
