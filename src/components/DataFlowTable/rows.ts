import * as english from '../../data/dataFlows';
import type {DataFlow, PolicyTable, RecipientId} from '../../data/dataFlows';
import {inLocale, punctuationOf} from '../../data/localize';
import * as chinese from '../../data/zh-Hans/dataFlows';

/** The tables of the privacy policy that the data flows make. */
export const dataFlowTables = ['given', 'collected', 'cloud', 'sharing', 'retention'] as const;

export type DataFlowTableId = (typeof dataFlowTables)[number];

/** The tables' words that are not data, in the page's language: the column headers, and the cloud table's "only us". */
export type DataFlowLabels = Record<
  'information' | 'when' | 'why' | 'howLong' | 'whoElse' | 'recipient' | 'what' | 'onlyUs',
  string
>;

type Flows = typeof english;

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Everyone a kind of data reaches besides us, as the cloud table's last column says it. */
function othersOf(flow: DataFlow, data: Flows, labels: DataFlowLabels, locale: string): string {
  const others = (Object.keys(flow.to) as RecipientId[]).filter((id) => id !== 'us');
  return others.length === 0
    ? labels.onlyUs
    : others.map((id) => data.recipients[id].name).join(punctuationOf(locale).separator);
}

function collectionRows(
  table: PolicyTable,
  data: Flows,
  labels: DataFlowLabels,
  locale: string,
): string[][] {
  return Object.values<DataFlow>(data.dataFlows)
    .filter((flow) => flow.table === table)
    .map((flow) =>
      table === 'cloud'
        ? [flow.what, flow.when, othersOf(flow, data, labels, locale)]
        : [flow.what, flow.when, flow.why],
    );
}

function sharingRows({recipients, receivedBy}: Flows): string[][] {
  return (Object.keys(recipients) as RecipientId[])
    .filter((id) => id !== 'us' && receivedBy(id) !== '')
    .map((id) => [recipients[id].name, receivedBy(id), recipients[id].why]);
}

/**
 * The header and rows of one table, as the page and its Markdown twin show
 * them, from the data flows in the page's language.
 */
export function dataFlowTable(
  table: DataFlowTableId,
  labels: DataFlowLabels,
  locale = 'en',
): {header: string[]; rows: string[][]} {
  const data = inLocale(locale, english, {'zh-Hans': chinese});
  switch (table) {
    case 'sharing':
      return {header: [labels.recipient, labels.what, labels.why], rows: sharingRows(data)};
    case 'retention':
      return {
        header: [labels.information, labels.howLong],
        rows: Object.values<DataFlow>(data.dataFlows).map((flow) => [
          flow.what,
          sentenceCase(data.retentionText(flow)),
        ]),
      };
    case 'cloud':
      return {
        header: [labels.information, labels.when, labels.whoElse],
        rows: collectionRows(table, data, labels, locale),
      };
    default:
      return {
        header: [labels.information, labels.when, labels.why],
        rows: collectionRows(table, data, labels, locale),
      };
  }
}

/** The `table` prop, checked: a clear message for a writer who names another. */
export function tableProp(value: unknown): DataFlowTableId {
  if (!dataFlowTables.includes(value as DataFlowTableId)) {
    throw new Error(`table must be one of ${dataFlowTables.join(', ')}; got ${String(value)}`);
  }
  return value as DataFlowTableId;
}
