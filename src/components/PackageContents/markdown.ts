import type {PhrasingContent} from 'mdast';

import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {punctuationOf, type Punctuation} from '../../data/localize';
import {packageRows, type PartCell} from './rows';

/** The part in words, then its files as code in brackets, as the page shows it. */
function partOfProject({part, files}: PartCell, marks: Punctuation): PhrasingContent[] {
  if (files.length === 0) return [text(part)];
  const codes = files.flatMap((file, index) => [
    ...(index > 0 ? [text(marks.enumeration)] : []),
    inlineCode(file),
  ]);
  return [text(`${part}${marks.open}`), ...codes, text(marks.close)];
}

export const toMarkdown: ComponentConverter = (_element, {locale, translate}) => [
  table(
    [
      translate({id: 'tapcraft.packageContents.part', message: 'part of the project'}),
      translate({id: 'tapcraft.packageContents.inPackage', message: 'in the package'}),
    ],
    packageRows(locale).map(([cell, inPackage]) => [
      partOfProject(cell, punctuationOf(locale)),
      inPackage,
    ]),
  ),
];
