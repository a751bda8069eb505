import type {ReactNode} from 'react';

import FactTable from '@site/src/components/FactTable';
import {coinPackHeader, coinPackRows} from './rows';

/** The game-coin packs with their bonus and the coins a buyer receives, from the facts module. */
export default function CoinPackTable(): ReactNode {
  return <FactTable header={coinPackHeader} rows={coinPackRows} />;
}
