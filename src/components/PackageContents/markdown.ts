import type {PhrasingContent} from 'mdast';

import {inlineCode, table, text} from '@tapcraft/core/markdown/mdast';
import type {ComponentConverter} from '@tapcraft/core/markdown/converter';
import {packageHeader, packageRows, type PartCell} from './rows';

/** The part in words, then its files as code in brackets, as the page shows it. */
function partOfProject({part, files}: PartCell): PhrasingContent[] {
  if (files.length === 0) return [text(part)];
  const codes = files.flatMap((file, index) => [
    ...(index > 0 ? [text(', ')] : []),
    inlineCode(file),
  ]);
  return [text(`${part} (`), ...codes, text(')')];
}

export const toMarkdown: ComponentConverter = () => [
  table(
    packageHeader,
    packageRows.map(([cell, inPackage]) => [partOfProject(cell), inPackage]),
  ),
];
