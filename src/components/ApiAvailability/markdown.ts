import type {RootContent} from 'mdast';

import {availability} from '@tapcraft/core/api/views';
import {inlineCode, table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {apiPlatformLabels, apiPlatforms} from '../../data/platforms-api';

/**
 * One table per module, one row per call, ✓ where a platform has it. The
 * page links every ✓ to its entry; here the module pages say where, which
 * keeps the table a tenth of the size for an assistant's context.
 */
export const toMarkdown: ComponentConverter = (_element, {model, translate}) => {
  if (!model) throw new Error('needs the API model');
  return availability(model).flatMap((group): RootContent[] => [
    {type: 'paragraph', children: [inlineCode(group.module)]},
    table(
      [
        translate({id: 'tapcraft.apiAvailability.name', message: 'Name'}),
        ...apiPlatforms.map((platform) => apiPlatformLabels[platform]),
      ],
      group.rows.map((call) => [
        [inlineCode(call.name)],
        ...apiPlatforms.map((platform) => (call.cells[platform] ? '✓' : '–')),
      ]),
    ),
  ]);
};
