import {facts as englishFacts, type PackagePart} from '../../data/facts';
import {inLocale} from '../../data/localize';
import {facts as chineseFacts} from '../../data/zh-Hans/facts';

/** A row's first cell: the part in words, then its files in brackets when it has any. */
export type PartCell = {part: string; files: string[]};

/** What a `.tcpk` package holds, part by part, from `facts.project.packageContents` in the page's language. */
export function packageRows(locale = 'en'): [PartCell, string][] {
  const facts = inLocale(locale, englishFacts, {'zh-Hans': chineseFacts});
  return facts.project.packageContents.map(({part, files, inPackage}: PackagePart) => [
    {part, files},
    inPackage,
  ]);
}
