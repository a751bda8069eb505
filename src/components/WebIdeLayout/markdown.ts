import {text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {webIdeLayout} from '../../data/diagrams';

/** The diagram's sentence, then its numbered areas with their tabs. */
export const toMarkdown: ComponentConverter = () => [
  {type: 'paragraph', children: [text(webIdeLayout.label)]},
  {
    type: 'list',
    ordered: true,
    spread: false,
    children: webIdeLayout.areas.map((area) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'strong', children: [text(area.title)]},
            text(`: ${area.tabs.join(', ')}.`),
          ],
        },
      ],
    })),
  },
];
