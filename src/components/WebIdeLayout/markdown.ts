import {text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {webIdeLayout} from '../../data/diagrams';
import {inLocale, punctuationOf} from '../../data/localize';
import {webIdeLayout as chineseWebIdeLayout} from '../../data/zh-Hans/diagrams';

/** The diagram's sentence, then its numbered areas with their tabs. */
export const toMarkdown: ComponentConverter = (_element, {locale}) => {
  const {label, areas} = inLocale(locale, webIdeLayout, {'zh-Hans': chineseWebIdeLayout});
  const marks = punctuationOf(locale);
  return [
    {type: 'paragraph', children: [text(label)]},
    {
      type: 'list',
      ordered: true,
      spread: false,
      children: areas.map((area) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'strong', children: [text(area.title)]},
              text(`${marks.colon}${area.tabs.join(marks.enumeration)}${marks.period}`),
            ],
          },
        ],
      })),
    },
  ];
};
