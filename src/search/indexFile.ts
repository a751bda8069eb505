import type {
  CompactHeading,
  CompactRecord,
  Hierarchy,
  HierarchyLevel,
  IndexedPage,
  SearchIndexFile,
  SearchRecord,
} from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const PAGE_TITLE_WEIGHT = 100;
const NO_SUB_LEVELS = {lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};

/**
 * The anchor most headings get: what a reader would guess from the text.
 * Anchors that differ are stored, so this only has to be right most of the
 * time, not to match Docusaurus's slugger exactly.
 */
export function headingAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Heading records outrank body text, and higher headings outrank lower ones. */
function headingWeight(depth: number): number {
  return depth === 1 ? PAGE_TITLE_WEIGHT : PAGE_TITLE_WEIGHT - depth * 10;
}

function depthOf(type: HierarchyLevel): number {
  return LEVELS.indexOf(type);
}

/** Restores the full DocSearch records from a packed index file. */
export function unpackIndex(file: SearchIndexFile): SearchRecord[] {
  const hierarchies = new Map<number, Hierarchy>();
  // A heading's hierarchy, its own text included; heading -1 is the top of the page.
  const headingHierarchy = (heading: number, page: IndexedPage): Hierarchy => {
    if (heading === -1) {
      return {lvl0: page.lvl0, lvl1: page.lvl1, ...NO_SUB_LEVELS};
    }
    let hierarchy = hierarchies.get(heading);
    if (hierarchy === undefined) {
      const [parent, depth, text] = file.headings[heading]!;
      hierarchy = {...headingHierarchy(parent, page), [LEVELS[depth]!]: text};
      hierarchies.set(heading, hierarchy);
    }
    return hierarchy;
  };
  const positions = new Map<number, number>();
  return file.records.map(([pageNumber, heading, content]) => {
    const page = file.pages[pageNumber]!;
    const position = positions.get(pageNumber) ?? 0;
    positions.set(pageNumber, position + 1);
    const compactHeading: CompactHeading | undefined = file.headings[heading];
    const depth = compactHeading?.[1] ?? 1;
    const anchor = compactHeading ? (compactHeading[3] ?? headingAnchor(compactHeading[2])) : null;
    const hierarchy = headingHierarchy(heading, page);
    return {
      objectID: `${page.url}#${position}`,
      hierarchy: {...hierarchy},
      content: content ?? null,
      type: content === undefined ? LEVELS[depth]! : 'content',
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      language: page.language,
      docusaurus_tag: page.tag,
      weight: {
        pageRank: page.pageRank,
        level: content === undefined ? headingWeight(depth) : 0,
        position,
      },
    };
  });
}

/**
 * Packs records for shipping: shared page fields and headings are stored
 * once. Records must come as `buildRecords` makes them (each page's records
 * together, every heading's record before the text under it); anything the
 * format cannot restore exactly is refused rather than silently changed.
 */
export function packIndex(records: SearchRecord[]): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const pageNumbers = new Map<string, number>();
  const headings: CompactHeading[] = [];
  const packed: CompactRecord[] = [];
  // Per page: the headings still open at each depth, and the current one.
  let open: number[] = [];
  let current = -1;
  for (const record of records) {
    let page = pageNumbers.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageNumbers.set(record.url_without_anchor, page);
      pages.push({
        url: record.url_without_anchor,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1 ?? '',
        language: record.language,
        tag: record.docusaurus_tag,
        pageRank: record.weight.pageRank,
      });
      open = [];
      current = -1;
    }
    if (record.type !== 'content' && record.type !== 'lvl1') {
      const depth = depthOf(record.type);
      const text = record.hierarchy[record.type] ?? '';
      // Headings are numbered in page order, so the nearest open one above is the highest number.
      const parent = open
        .slice(0, depth)
        .reduce((nearest, heading) => Math.max(nearest, heading), -1);
      const anchor = record.anchor ?? '';
      current = headings.length;
      headings.push(
        anchor === headingAnchor(text) ? [parent, depth, text] : [parent, depth, text, anchor],
      );
      open = open.slice(0, depth);
      open[depth] = current;
    }
    packed.push(
      record.content === null
        ? [page, record.type === 'lvl1' ? -1 : current]
        : [page, current, record.content],
    );
  }
  const file: SearchIndexFile = {version: 3, pages, headings, records: packed};
  unpackIndex(file).forEach((restored, i) => {
    if (JSON.stringify(restored) !== JSON.stringify(records[i])) {
      throw new Error(
        `Search record ${records[i]!.objectID} cannot be stored in the index file as it is: ` +
          `it would come back as ${JSON.stringify(restored)}.`,
      );
    }
  });
  return file;
}
