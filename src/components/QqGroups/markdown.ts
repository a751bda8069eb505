import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {table, text, type Cell} from '@tapcraft/core/markdown/mdast';
import {inLocale} from '../../data/localize';
import {qqGroups} from '../../data/site';
import {qqGroups as chineseQqGroups} from '../../data/zh-Hans/site';
import {qqGroupTable} from './columns';

export const toMarkdown: ComponentConverter = (_element, {locale, translate}) => {
  const {showNumbers, rows} = qqGroupTable(
    inLocale(locale, qqGroups, {'zh-Hans': chineseQqGroups}),
  );
  return [
    table(
      [
        translate({id: 'tapcraft.qqGroups.group', message: 'Group'}),
        ...(showNumbers ? [translate({id: 'tapcraft.qqGroups.number', message: 'Number'})] : []),
        translate({id: 'tapcraft.qqGroups.join', message: 'Join link'}),
      ],
      rows.map((row): Cell[] => [
        row.label,
        ...(showNumbers ? [row.number ?? ''] : []),
        [
          {
            type: 'link',
            url: row.joinUrl,
            children: [
              text(
                translate(
                  {id: 'tapcraft.qqGroups.joinGroup', message: 'Join {group}'},
                  {group: row.label},
                ),
              ),
            ],
          },
        ],
      ]),
    ),
  ];
};
