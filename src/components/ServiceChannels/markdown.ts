import type {ListItem, PhrasingContent} from 'mdast';

import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {text} from '@tapcraft/core/markdown/mdast';
import {serviceChannels} from '../../data/site';

export const toMarkdown: ComponentConverter = () => [
  {
    type: 'list',
    ordered: false,
    spread: false,
    children: serviceChannels().map((channel): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            text(`${channel.label}: `),
            channel.href !== undefined
              ? ({
                  type: 'link',
                  url: channel.href,
                  children: [text(channel.value)],
                } as PhrasingContent)
              : text(channel.value),
          ],
        },
      ],
    })),
  },
];
