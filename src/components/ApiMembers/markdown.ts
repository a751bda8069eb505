import type {PhrasingContent, TableRow} from 'mdast';

import type {EntryMark, MemberRow} from '../../../plugins/api-reference/views';
import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {apiPlatformLabels} from '../../data/platforms-api';
import {platformsOf} from '../ApiMeta/marks';

const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({type: 'tableCell', children})),
});

const text = (value: string): PhrasingContent[] => [{type: 'text', value}];

/** The module's members as a Markdown table, where the page shows its member table. */
export const toMarkdown: ComponentConverter = ({props}, context) => {
  const members = props.members as MemberRow[];
  const entries = props.entries as Record<string, EntryMark>;
  if (members.length === 0) return [];
  return [
    {type: 'paragraph', children: [{type: 'strong', children: text('In this module')}]},
    {
      type: 'table',
      children: [
        row([text('Name'), text('Kind'), text('What it does'), text('Platforms')]),
        ...members.map((member) =>
          row([
            [
              {
                type: 'link',
                url: `#${member.anchor ?? member.name}`,
                children: [{type: 'inlineCode', value: member.name}],
              },
            ],
            text(member.kind),
            context.parseInline(member.summary),
            text(
              platformsOf(entries[member.name]!)
                .map((platform) => apiPlatformLabels[platform])
                .join(', '),
            ),
          ]),
        ),
      ],
    },
  ];
};
