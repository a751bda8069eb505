import {splitWords} from './tokenize';
import type {
  CompactHeading,
  CompactRecord,
  EncodedText,
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

/** Splits texts into words and numbers the words, the most frequent first. */
function encodeTexts(texts: string[]): {words: string[]; encoded: EncodedText[]} {
  const split = texts.map(splitWords);
  const frequency = new Map<string, number>();
  for (const parts of split) {
    for (let i = 1; i < parts.length; i += 2) {
      frequency.set(parts[i]!, (frequency.get(parts[i]!) ?? 0) + 1);
    }
  }
  const words = [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)!);
  const wordIds = new Map(words.map((word, id) => [word, id]));
  const encoded = split.map((parts) =>
    parts.flatMap((part, i): Array<number | string> => {
      if (i % 2 === 1) return [wordIds.get(part)!];
      const betweenWords = i > 0 && i < parts.length - 1;
      return part === (betweenWords ? ' ' : '') ? [] : [part];
    }),
  );
  return {words, encoded};
}

/** The text `encodeTexts` split into words, joined back. */
export function decodeText(encoded: EncodedText, words: readonly string[]): string {
  let text = '';
  let afterWord = false;
  for (const part of encoded) {
    if (typeof part === 'number') {
      text += afterWord ? ` ${words[part]}` : words[part];
      afterWord = true;
    } else {
      text += part;
      afterWord = false;
    }
  }
  return text;
}

/**
 * Sets a record's content to be decoded when first read: a query shows a
 * few dozen records, so the browser need not rebuild thousands of strings.
 */
function decodeContentOnRead(
  record: SearchRecord,
  encoded: EncodedText,
  words: readonly string[],
): SearchRecord {
  let content: string | undefined;
  // Redefining the property keeps its place among the record's keys.
  return Object.defineProperty(record, 'content', {
    enumerable: true,
    get: () => (content ??= decodeText(encoded, words)),
  });
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
    const record: SearchRecord = {
      objectID: `${page.url}#${position}`,
      hierarchy: {...hierarchy},
      content: null,
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
    return content === undefined ? record : decodeContentOnRead(record, content, file.words);
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
  const {words, encoded} = encodeTexts(records.flatMap((record) => record.content ?? []));
  let textNumber = 0;
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
        : [page, current, encoded[textNumber++]!],
    );
  }
  const file: SearchIndexFile = {version: 4, pages, headings, words, records: packed};
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
