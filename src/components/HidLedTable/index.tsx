import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import FactTable from '@site/src/components/FactTable';
import {ledRows} from './rows';

/** What each light of the HID board's LED means, from the facts module. */
export default function HidLedTable(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const header = [
    translate({id: 'tapcraft.hidLedTable.light', message: 'LED'}),
    translate({id: 'tapcraft.hidLedTable.meaning', message: 'meaning'}),
  ];
  return <FactTable header={header} rows={ledRows(i18n.currentLocale)} />;
}
