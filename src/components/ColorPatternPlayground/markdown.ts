import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {MAX_POINTS} from './parsePattern';

/** The playground runs in a browser: say what it does and link to the page that has it. */
export const toMarkdown: ComponentConverter = (_element, {pageUrl}) => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value: `The page has an interactive playground here: it reads a colour pattern of up to ${MAX_POINTS} points (`,
      },
      {type: 'inlineCode', value: 'x,y,#RRGGBB'},
      {type: 'text', value: ', separated by '},
      {type: 'inlineCode', value: '|'},
      {type: 'text', value: '), draws the points on a grid and writes the matching '},
      {type: 'inlineCode', value: 'find_colors'},
      {type: 'text', value: ' call. '},
      {type: 'link', url: pageUrl, children: [{type: 'text', value: 'Open the page'}]},
      {type: 'text', value: ' to use it.'},
    ],
  },
];
