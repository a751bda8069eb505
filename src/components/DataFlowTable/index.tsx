import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import FactTable from '@site/src/components/FactTable';
import {dataFlowTable, tableProp, type DataFlowLabels, type DataFlowTableId} from './rows';

/** The tables' labels in the page's language; the Markdown twin (markdown.ts) writes the same ones. */
function labels(): DataFlowLabels {
  return {
    information: translate({id: 'tapcraft.dataFlowTable.information', message: 'information'}),
    when: translate({id: 'tapcraft.dataFlowTable.when', message: 'when'}),
    why: translate({id: 'tapcraft.dataFlowTable.why', message: 'why'}),
    howLong: translate({id: 'tapcraft.dataFlowTable.howLong', message: 'how long'}),
    whoElse: translate({id: 'tapcraft.dataFlowTable.whoElse', message: 'who else sees it'}),
    recipient: translate({id: 'tapcraft.dataFlowTable.recipient', message: 'recipient'}),
    what: translate({id: 'tapcraft.dataFlowTable.what', message: 'what'}),
    onlyUs: translate({id: 'tapcraft.dataFlowTable.onlyUs', message: 'only us'}),
  };
}

/**
 * One table of the privacy policy, from the data flows
 * (src/data/dataFlows.ts, or its translation): what we collect (`given`,
 * `collected`, `cloud`), whom we share it with (`sharing`) and how long we
 * keep it (`retention`).
 */
export default function DataFlowTable({table}: {table: DataFlowTableId}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {header, rows} = dataFlowTable(tableProp(table), labels(), i18n.currentLocale);
  return <FactTable header={header} rows={rows} />;
}
