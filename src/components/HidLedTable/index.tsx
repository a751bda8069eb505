import type {ReactNode} from 'react';

import FactTable from '@site/src/components/FactTable';
import {dataText} from '@site/src/i18n/dataText';
import {ledHeader, ledRows} from './rows';

/** What each light of the HID board's LED means, from the facts module, in the page's language. */
export default function HidLedTable(): ReactNode {
  const translated = (cells: string[]) => cells.map(dataText);
  return <FactTable header={translated(ledHeader)} rows={ledRows.map(translated)} />;
}
