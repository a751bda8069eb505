/** Hierarchy levels of a DocSearch record; lvl0 is the section, lvl1 the page. */
export type Hierarchy = {
  lvl0: string;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type HierarchyLevel = keyof Hierarchy;

/**
 * One searchable unit in the DocSearch record schema, so the same records can
 * be queried in the browser or uploaded to a hosted Algolia index.
 */
export type SearchRecord = {
  objectID: string;
  hierarchy: Hierarchy;
  /** Text of a paragraph group; null for heading records. */
  content: string | null;
  /** Which level this record stands for: a heading level or body text. */
  type: HierarchyLevel | 'content';
  /** Site-relative URL with anchor, e.g. `/docs/android/intro#install-the-app`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {
    /** Page importance: API reference > docs > blog > other pages. */
    pageRank: number;
    /** Heading records outrank body text; higher is better. */
    level: number;
    /** Order on the page, first is 0. */
    position: number;
  };
};

/** Per-page fields shared by all records of a page, stored once in the index file. */
export type IndexedPage = {
  url: string;
  lvl0: string;
  lvl1: string;
  language: string;
  tag: string;
  pageRank: number;
};

/** A record without its page fields: [page, type, anchor, lvl2..lvl6 (trailing nulls cut), content, level]. */
export type CompactRecord = [
  page: number,
  type: SearchRecord['type'],
  anchor: string | null,
  subLevels: Array<string | null>,
  content: string | null,
  level: number,
];

/**
 * The offline index as shipped to the browser: page fields once per page
 * instead of once per record, which makes the file about half as large.
 */
export type SearchIndexFile = {
  version: 2;
  pages: IndexedPage[];
  records: CompactRecord[];
};
