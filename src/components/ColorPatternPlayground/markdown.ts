import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {MAX_POINTS} from './parsePattern';

/** The playground runs in a browser: say what it does and link to the page that has it. */
export const toMarkdown: ComponentConverter = (_element, {pageUrl, translate}) =>
  translate(
    {
      id: 'tapcraft.colorPattern.twin',
      message:
        'The page has an interactive playground here: it reads a colour pattern of up to {max} points (`x,y,#RRGGBB`, separated by `|`), draws the points on a grid and writes the matching `find_colors` call. [Open the page]({url}) to use it.',
    },
    {max: MAX_POINTS, url: pageUrl},
  );
