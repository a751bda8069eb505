import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {dataFlowTable, tableProp} from './rows';

export const toMarkdown: ComponentConverter = ({props}, {locale, translate}) => {
  const labels = {
    information: translate({id: 'tapcraft.dataFlowTable.information', message: 'information'}),
    when: translate({id: 'tapcraft.dataFlowTable.when', message: 'when'}),
    why: translate({id: 'tapcraft.dataFlowTable.why', message: 'why'}),
    howLong: translate({id: 'tapcraft.dataFlowTable.howLong', message: 'how long'}),
    whoElse: translate({id: 'tapcraft.dataFlowTable.whoElse', message: 'who else sees it'}),
    recipient: translate({id: 'tapcraft.dataFlowTable.recipient', message: 'recipient'}),
    what: translate({id: 'tapcraft.dataFlowTable.what', message: 'what'}),
    onlyUs: translate({id: 'tapcraft.dataFlowTable.onlyUs', message: 'only us'}),
  };
  const {header, rows} = dataFlowTable(tableProp(props.table), labels, locale);
  return [table(header, rows)];
};
