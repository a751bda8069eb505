import type {ReactNode} from 'react';

import FactTable from '@site/src/components/FactTable';
import {ledHeader, ledRows} from './rows';

/** What each light of the HID board's LED means, from the facts module. */
export default function HidLedTable(): ReactNode {
  return <FactTable header={ledHeader} rows={ledRows} />;
}
