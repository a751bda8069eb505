import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {table, text, type Cell} from '@tapcraft/core/markdown/mdast';
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
