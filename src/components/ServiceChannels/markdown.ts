import type {ListItem} from 'mdast';

import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {text} from '@tapcraft/core/markdown/mdast';
import {inLocale, punctuationOf} from '../../data/localize';
import {serviceChannels} from '../../data/site';
import {serviceChannels as chineseServiceChannels} from '../../data/zh-Hans/site';

export const toMarkdown: ComponentConverter = (_element, {locale}) => [
  {
    type: 'list',
    ordered: false,
    spread: false,
    children: inLocale(locale, serviceChannels, {'zh-Hans': chineseServiceChannels})().map(
      (channel): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              text(`${channel.label}${punctuationOf(locale).colon}`),
              channel.href !== undefined
                ? {type: 'link', url: channel.href, children: [text(channel.value)]}
                : text(channel.value),
            ],
          },
        ],
      }),
    ),
  },
];
