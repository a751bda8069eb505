import {glossary} from '@tapcraft/core/api/views';
import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {pageTerms} from '../../data/api-aliases';

/** Every Chinese term with its English name, the entry or page it stands for and its meaning, as on the page. */
export const toMarkdown: ComponentConverter = (_element, {model, docTitles}) => {
  if (!model) throw new Error('needs the API model');
  return [
    table(
      ['Chinese', 'English', 'In Tapcraft', 'Meaning'],
      glossary(model, pageTerms, docTitles ?? new Map()).map((row) => [
        row.term,
        row.english,
        [
          {
            type: 'link',
            url: row.target.url,
            children: [row.target.code ? inlineCode(row.target.label) : text(row.target.label)],
          },
        ],
        row.meaning,
      ]),
    ),
  ];
};
