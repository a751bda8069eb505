import {table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {dataFlowTable, tableProp} from './rows';

export const toMarkdown: ComponentConverter = ({props}) => {
  const {header, rows} = dataFlowTable(tableProp(props.table));
  return [table(header, rows)];
};
