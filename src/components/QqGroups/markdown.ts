import type {PhrasingContent, TableRow} from 'mdast';

import type {ComponentConverter} from '../../../plugins/markdown-twins/types';
import {qqGroups} from '../../data/site';

const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({type: 'tableCell', children})),
});

const text = (value: string): PhrasingContent[] => [{type: 'text', value}];

export const toMarkdown: ComponentConverter = () => [
  {
    type: 'table',
    children: [
      row([text('Group'), text('Number'), text('Join link')]),
      ...qqGroups.map((group) =>
        row([
          text(group.label),
          text(group.number),
          [{type: 'link', url: group.joinUrl, children: text(`Join ${group.label}`)}],
        ]),
      ),
    ],
  },
];
