import type {ApiPlatform} from '@tapcraft/data/platforms-api';

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
  /**
   * The platform whose docs the page is in (`/docs/android/…`); absent
   * elsewhere. The search page and the modal filter by it.
   */
  platform?: ApiPlatform;
  /**
   * On a heading's record, the text right under the heading (the next
   * record's content), so a hit on the heading can show what it is about.
   */
  summary?: string;
  /**
   * Other tools' names and Chinese terms for what this heading documents
   * (core/search/aliases.ts), on an API entry's heading or a page's title.
   */
  aliases?: string[];
  /**
   * On a heading's record, the words of the tables in its section (their
   * prose, each word once), so the heading is found by what its parameters
   * do; searched, never shown.
   */
  keywords?: string;
};

/** What the engine ranks and filters a record by: all but its texts and URL. */
export type RecordFacts = Pick<
  SearchRecord,
  'type' | 'weight' | 'language' | 'docusaurus_tag' | 'platform'
>;

/** Per-page fields shared by all records of a page, stored once in the index file. */
export type IndexedPage = {
  url: string;
  lvl0: EncodedText;
  lvl1: EncodedText;
  language: string;
  tag: string;
  pageRank: number;
  platform?: ApiPlatform;
  /** How many headings the page has: the next ones of `SearchIndexFile.headings`. */
  headings: number;
};

/**
 * A heading below the page title: its depth (2 to 6), its text, and its
 * anchor when that is not `headingAnchor(text)` (explicit `{#id}`s and
 * repeated headings). The heading it sits under follows from the depths.
 */
export type CompactHeading = [depth: number, text: EncodedText, anchor?: string];

/**
 * Text of the index file (body text, headings, page titles and sections)
 * split into words and the text between them (see `indexTextSplitter`:
 * CJK runs are split into dictionary words), each piece written as a
 * symbol number (see `encodeSymbol`): symbol n stands for piece n of the
 * index file. The gap between two words is left out when it is the usual
 * one: nothing between two CJK words, a single space between others; so is
 * nothing at either end. The browser then finds the terms of each distinct
 * word once instead of tokenising a megabyte of text, and a string parses
 * several times faster than an array of numbers, into one object instead of
 * thousands.
 */
export type EncodedText = string;

/**
 * A record as the browser reads it from the index file's sections: its
 * page, the heading it sits under (-1 for the page top) and its text. A
 * record without text is the heading's own record (the page title's for
 * -1); type, anchor, hierarchy and weights all follow from that.
 */
export type CompactRecord = [page: number, heading: number, content?: EncodedText];

/**
 * The offline index as shipped to the browser: page fields once per page,
 * each heading once, and every text written with one shared list of words
 * and gaps, instead of once per record, which makes the file less than half
 * the size of the records.
 */
export type SearchIndexFile = {
  version: 8;
  pages: IndexedPage[];
  headings: CompactHeading[];
  /**
   * The words of all texts and the text between them (other than the gaps
   * `EncodedText` leaves out), the most frequent first, so frequent ones
   * are one byte. A piece is a word when it is made of word characters.
   */
  pieces: string[];
  /**
   * The texts under each page's top and under each of its headings, in
   * order: the records are each page's title, the texts under it, then each
   * heading and the texts under it. Records are numbered in that order.
   */
  sections: EncodedText[][];
  /** The aliases of the records that have them: the record's number, then its alias texts. */
  aliases: Array<[record: number, ...texts: EncodedText[]]>;
  /** The keywords of the records that have them: the record's number and its keywords. */
  keywords: Array<[record: number, keywords: EncodedText]>;
};
