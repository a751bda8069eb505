import type {ListItem, RootContent} from 'mdast';

import type {ComponentConverter} from '@tapcraft/core/markdown/converter';

/** Each card, already a paragraph, as an item of one list. */
export const toMarkdown: ComponentConverter = ({children}) => {
  const cards = children.filter((node) => node.type === 'paragraph');
  if (cards.length === 0) throw new Error('a LinkCardGrid holds LinkCards');
  const items: ListItem[] = cards.map((card) => ({
    type: 'listItem',
    spread: false,
    children: [card],
  }));
  return [{type: 'list', ordered: false, spread: false, children: items} as RootContent];
};
