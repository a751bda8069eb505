import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {ledRows} from './rows';

export const toMarkdown: ComponentConverter = (_element, {locale, translate}) => [
  table(
    [
      translate({id: 'tapcraft.hidLedTable.light', message: 'LED'}),
      translate({id: 'tapcraft.hidLedTable.meaning', message: 'meaning'}),
    ],
    ledRows(locale),
  ),
];
