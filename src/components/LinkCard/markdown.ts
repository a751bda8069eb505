import type {PhrasingContent} from 'mdast';

import {text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';

/** `[Title](to): summary`, as one paragraph (a `LinkCardGrid` makes the paragraphs a list). */
export const toMarkdown: ComponentConverter = ({props, inline}) => {
  const {to, title, summary} = props;
  if (typeof to !== 'string' || typeof title !== 'string' || typeof summary !== 'string') {
    throw new Error('a LinkCard in a page needs to, title and summary, each a string');
  }
  const content: PhrasingContent[] = [
    {type: 'link', url: to, children: [text(title)]},
    text(`: ${summary}`),
  ];
  return inline ? content : [{type: 'paragraph', children: content}];
};
