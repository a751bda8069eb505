import {glossary} from '@tapcraft/core/api/views';
import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {aliasesIn} from '../../data/aliasesInLocale';
import {punctuationOf} from '../../data/localize';
import {terms} from '../../data/terms';

/** Every term of the term base with its English name, what it stands for, its meaning and the renderings refused, as on the page. */
export const toMarkdown: ComponentConverter = (_element, {model, docTitles, locale, translate}) => {
  if (!model) throw new Error('needs the API model');
  const {pageTerms, productTerms} = aliasesIn(locale);
  return [
    table(
      [
        translate({id: 'tapcraft.glossary.chinese', message: 'Chinese'}),
        translate({id: 'tapcraft.glossary.english', message: 'English'}),
        translate({id: 'tapcraft.glossary.target', message: 'In Tapcraft'}),
        translate({id: 'tapcraft.glossary.meaning', message: 'Meaning'}),
        translate({id: 'tapcraft.glossary.refused', message: 'Not'}),
      ],
      glossary(model, [...pageTerms, ...productTerms], docTitles ?? new Map(), terms).map((row) => [
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
        (row.refused ?? []).join(punctuationOf(locale).enumeration),
      ]),
    ),
  ];
};
