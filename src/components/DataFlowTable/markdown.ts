import {table} from '../../../plugins/markdown-twins/mdast';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {dataFlowTable, tableProp} from './rows';

export const toMarkdown: ComponentConverter = ({props}) => {
  const {header, rows} = dataFlowTable(tableProp(props.table));
  return [table(header, rows)];
};
