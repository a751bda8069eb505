import type {PhrasingContent, RootContent, TableRow} from 'mdast';

import {availability} from '../../../plugins/api-reference/views';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {apiPlatformLabels, apiPlatforms} from '../../data/platforms-api';

const row = (cells: PhrasingContent[]): TableRow => ({
  type: 'tableRow',
  children: cells.map((cell) => ({type: 'tableCell', children: [cell]})),
});

const text = (value: string): PhrasingContent => ({type: 'text', value});

/**
 * One table per module, one row per call, ✓ where a platform has it. The
 * page links every ✓ to its entry; here the module pages say where, which
 * keeps the table a tenth of the size for an assistant's context.
 */
export const toMarkdown: ComponentConverter = (_element, {model}) => {
  if (!model) throw new Error('needs the API model');
  return availability(model).flatMap((group): RootContent[] => [
    {type: 'paragraph', children: [{type: 'inlineCode', value: group.module}]},
    {
      type: 'table',
      children: [
        row([text('Name'), ...apiPlatforms.map((platform) => text(apiPlatformLabels[platform]))]),
        ...group.rows.map((call) =>
          row([
            {type: 'inlineCode', value: call.name},
            ...apiPlatforms.map((platform) => text(call.cells[platform] ? '✓' : '–')),
          ]),
        ),
      ],
    },
  ]);
};
