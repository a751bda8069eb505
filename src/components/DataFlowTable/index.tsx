import type {ReactNode} from 'react';

import FactTable from '@site/src/components/FactTable';
import {dataFlowTable, tableProp, type DataFlowTableId} from './rows';

/**
 * One table of the privacy policy, from the data flows
 * (src/data/dataFlows.ts): what we collect (`given`, `collected`, `cloud`),
 * whom we share it with (`sharing`) and how long we keep it (`retention`).
 */
export default function DataFlowTable({table}: {table: DataFlowTableId}): ReactNode {
  const {header, rows} = dataFlowTable(tableProp(table));
  return <FactTable header={header} rows={rows} />;
}
