import {migrationTable} from '@tapcraft/core/api/views';
import {inlineCode, table} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {otherTools, type OtherTool} from '../../data/api-aliases';

/** The tool's calls, each with the Tapcraft entry that replaces it and what changes, as on the page. */
export const toMarkdown: ComponentConverter = ({props}, {model, translate}) => {
  if (!model) throw new Error('needs the API model');
  const tool = props.tool as OtherTool;
  if (!otherTools.includes(tool)) {
    throw new Error(`tool must be one of ${otherTools.join(', ')}`);
  }
  return [
    table(
      [
        tool,
        'Tapcraft',
        translate({
          id: 'tapcraft.migrationTable.differs',
          message: 'What changes besides the name',
        }),
      ],
      migrationTable(model, tool).map((row) => [
        [inlineCode(row.call)],
        [{type: 'link', url: row.url, children: [inlineCode(row.name)]}],
        row.differs ?? translate({id: 'tapcraft.migrationTable.nothing', message: 'Nothing.'}),
      ]),
    ),
  ];
};
