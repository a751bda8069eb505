import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {table, text, type Cell} from '../../../plugins/markdown-twins/mdast';
import {qqGroupTable} from './columns';

export const toMarkdown: ComponentConverter = () => {
  const {header, showNumbers, rows} = qqGroupTable();
  return [
    table(
      header,
      rows.map((row): Cell[] => [
        row.label,
        ...(showNumbers ? [row.number ?? ''] : []),
        [{type: 'link', url: row.joinUrl, children: [text(`Join ${row.label}`)]}],
      ]),
    ),
  ];
};
