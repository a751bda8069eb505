import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {table, text} from '../../../plugins/markdown-twins/mdast';
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
