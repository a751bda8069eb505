import {
  dataFlows,
  receivedBy,
  recipients,
  retentionText,
  type DataFlow,
  type PolicyTable,
  type RecipientId,
} from '../../data/dataFlows';

/** The tables of the privacy policy that the data flows make. */
export const dataFlowTables = ['given', 'collected', 'cloud', 'sharing', 'retention'] as const;

export type DataFlowTableId = (typeof dataFlowTables)[number];

const flows: DataFlow[] = Object.values(dataFlows);

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Everyone a kind of data reaches besides us, as the cloud table's last column says it. */
function othersOf(flow: DataFlow): string {
  const others = (Object.keys(flow.to) as RecipientId[]).filter((id) => id !== 'us');
  return others.length === 0 ? 'only us' : others.map((id) => recipients[id].name).join('; ');
}

function collectionRows(table: PolicyTable): string[][] {
  return flows
    .filter((flow) => flow.table === table)
    .map((flow) =>
      table === 'cloud' ? [flow.what, flow.when, othersOf(flow)] : [flow.what, flow.when, flow.why],
    );
}

function sharingRows(): string[][] {
  return (Object.keys(recipients) as RecipientId[])
    .filter((id) => id !== 'us' && receivedBy(id) !== '')
    .map((id) => [recipients[id].name, receivedBy(id), recipients[id].why]);
}

/** The header and rows of one table, as the page and its Markdown twin show them. */
export function dataFlowTable(table: DataFlowTableId): {header: string[]; rows: string[][]} {
  switch (table) {
    case 'sharing':
      return {header: ['recipient', 'what', 'why'], rows: sharingRows()};
    case 'retention':
      return {
        header: ['information', 'how long'],
        rows: flows.map((flow) => [flow.what, sentenceCase(retentionText(flow))]),
      };
    case 'cloud':
      return {header: ['information', 'when', 'who else sees it'], rows: collectionRows(table)};
    default:
      return {header: ['information', 'when', 'why'], rows: collectionRows(table)};
  }
}

/** The `table` prop, checked: a clear message for a writer who names another. */
export function tableProp(value: unknown): DataFlowTableId {
  if (!dataFlowTables.includes(value as DataFlowTableId)) {
    throw new Error(`table must be one of ${dataFlowTables.join(', ')}; got ${String(value)}`);
  }
  return value as DataFlowTableId;
}
