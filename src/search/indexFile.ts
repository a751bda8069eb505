import type {CompactRecord, IndexedPage, SearchIndexFile, SearchRecord} from './types';

const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Packs records for shipping: shared page fields are stored once. */
export function packIndex(records: SearchRecord[]): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const packed = records.map((record): CompactRecord => {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push({
        url: record.url_without_anchor,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1 ?? '',
        language: record.language,
        tag: record.docusaurus_tag,
        pageRank: record.weight.pageRank,
      });
    }
    const subLevels = SUB_LEVELS.map((level) => record.hierarchy[level]);
    while (subLevels.length > 0 && subLevels[subLevels.length - 1] === null) subLevels.pop();
    return [page, record.type, record.anchor, subLevels, record.content, record.weight.level];
  });
  return {version: 2, pages, records: packed};
}

/** Restores the full DocSearch records from a packed index file. */
export function unpackIndex(file: SearchIndexFile): SearchRecord[] {
  const positions = new Map<number, number>();
  return file.records.map(([pageNumber, type, anchor, subLevels, content, level]) => {
    const page = file.pages[pageNumber]!;
    const position = positions.get(pageNumber) ?? 0;
    positions.set(pageNumber, position + 1);
    const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = subLevels;
    return {
      objectID: `${page.url}#${position}`,
      hierarchy: {lvl0: page.lvl0, lvl1: page.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6},
      content,
      type,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      language: page.language,
      docusaurus_tag: page.tag,
      weight: {pageRank: page.pageRank, level, position},
    };
  });
}
