import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {coinPackRows} from './rows';

export const toMarkdown: ComponentConverter = (_element, {translate}) => [
  table(
    [
      translate({id: 'tapcraft.coinPackTable.pack', message: 'pack'}),
      translate({id: 'tapcraft.coinPackTable.bonus', message: 'bonus coins'}),
      translate({id: 'tapcraft.coinPackTable.received', message: 'coins you receive'}),
    ],
    coinPackRows(translate({id: 'tapcraft.coinPackTable.none', message: 'none'})),
  ),
];
