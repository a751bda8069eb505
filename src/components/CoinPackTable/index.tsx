import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

import FactTable from '@site/src/components/FactTable';
import {coinPackRows} from './rows';

/** The game-coin packs with their bonus and the coins a buyer receives, from the facts module. */
export default function CoinPackTable(): ReactNode {
  const header = [
    translate({id: 'tapcraft.coinPackTable.pack', message: 'pack'}),
    translate({id: 'tapcraft.coinPackTable.bonus', message: 'bonus coins'}),
    translate({id: 'tapcraft.coinPackTable.received', message: 'coins you receive'}),
  ];
  const none = translate({id: 'tapcraft.coinPackTable.none', message: 'none'});
  return <FactTable header={header} rows={coinPackRows(none)} />;
}
