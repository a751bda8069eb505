import type {PhrasingContent} from 'mdast';

import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {packageRows, type PackageLabels, type PartCell} from './rows';

/** The part in words, then its files as code in brackets, as the page shows it. */
function partOfProject({part, files}: PartCell, words: PackageLabels): PhrasingContent[] {
  if (files.length === 0) return [text(part)];
  const codes = files.flatMap((file, index) => [
    ...(index > 0 ? [text(words.separator)] : []),
    inlineCode(file),
  ]);
  return [text(`${part}${words.open}`), ...codes, text(words.close)];
}

export const toMarkdown: ComponentConverter = (_element, {locale, translate}) => {
  const words: PackageLabels = {
    part: translate({id: 'tapcraft.packageContents.part', message: 'part of the project'}),
    inPackage: translate({id: 'tapcraft.packageContents.inPackage', message: 'in the package'}),
    open: translate({id: 'tapcraft.packageContents.open', message: ' ('}),
    separator: translate({id: 'tapcraft.packageContents.separator', message: ', '}),
    close: translate({id: 'tapcraft.packageContents.close', message: ')'}),
  };
  return [
    table(
      [words.part, words.inPackage],
      packageRows(locale).map(([cell, inPackage]) => [partOfProject(cell, words), inPackage]),
    ),
  ];
};
