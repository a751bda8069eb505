import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {table, text} from '@tapcraft/core/markdown/mdast';
import {qqGroups, shownValue} from '../../data/site';

export const toMarkdown: ComponentConverter = () => [
  table(
    ['Group', 'Number', 'Join link'],
    qqGroups.map((group) => [
      group.label,
      shownValue(group.number) ?? '',
      [{type: 'link', url: group.joinUrl, children: [text(`Join ${group.label}`)]}],
    ]),
  ),
];
