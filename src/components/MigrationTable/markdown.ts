import {migrationTable} from '../../../plugins/api-reference/views';
import {inlineCode, table} from '../../../plugins/markdown-twins/mdast';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {otherTools, type OtherTool} from '../../data/api-aliases';

/** The tool's calls, each with the Tapcraft entry that replaces it and what changes, as on the page. */
export const toMarkdown: ComponentConverter = ({props}, {model}) => {
  if (!model) throw new Error('needs the API model');
  const tool = props.tool as OtherTool;
  if (!otherTools.includes(tool)) {
    throw new Error(`tool must be one of ${otherTools.join(', ')}`);
  }
  return [
    table(
      [tool, 'Tapcraft', 'What changes besides the name'],
      migrationTable(model, tool).map((row) => [
        [inlineCode(row.call)],
        [{type: 'link', url: row.url, children: [inlineCode(row.name)]}],
        row.differs ?? 'Nothing.',
      ]),
    ),
  ];
};
