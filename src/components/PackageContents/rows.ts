import {facts, type PackagePart} from '../../data/facts';

export const packageHeader = ['part of the project', 'in the package'];

/** A row's first cell: the part in words, then its files in brackets when it has any. */
export type PartCell = {part: string; files: string[]};

export const packageRows: [PartCell, string][] = facts.project.packageContents.map(
  ({part, files, inPackage}: PackagePart) => [{part, files}, inPackage],
);
