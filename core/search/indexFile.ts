import {isCjkWord, isWord, splitWords} from './tokenize';
import type {
  CompactHeading,
  CompactRecord,
  EncodedText,
  Hierarchy,
  HierarchyLevel,
  IndexedPage,
  RecordFacts,
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

/*
 * How an `EncodedText` writes symbol numbers, with no limit on how many
 * there are: the characters below U+8000 are final digits, those above
 * (the surrogates left out, which are not text on their own) lead digits.
 * A symbol below FINAL_DIGITS is one final digit; a larger one is
 * `floor(symbol / FINAL_DIGITS)` in lead digits, most significant first,
 * then `symbol % FINAL_DIGITS` as a final digit. `"` and `\`, which JSON
 * would escape, are stepped over, so the 94 most frequent symbols are
 * single bytes in UTF-8 and the first 32,734 a single character.
 */
const FIRST_FINAL = 0x20;
const FIRST_LEAD = 0x8000;
const FINAL_DIGITS = FIRST_LEAD - FIRST_FINAL - 2;
const LEAD_DIGITS = 0x10000 - FIRST_LEAD - 0x800;

function finalCode(digit: number): number {
  let code = digit + FIRST_FINAL;
  if (code >= 0x22) code += 1;
  if (code >= 0x5c) code += 1;
  return code;
}

function leadCode(digit: number): number {
  const code = FIRST_LEAD + digit;
  return code >= 0xd800 ? code + 0x800 : code;
}

/** The characters that stand for `symbol` in an `EncodedText`. */
export function encodeSymbol(symbol: number): string {
  let lead = '';
  for (
    let rest = Math.floor(symbol / FINAL_DIGITS);
    rest > 0;
    rest = Math.floor(rest / LEAD_DIGITS)
  ) {
    lead = String.fromCharCode(leadCode(rest % LEAD_DIGITS)) + lead;
  }
  return lead + String.fromCharCode(finalCode(symbol % FINAL_DIGITS));
}

/** Whether character code `code` of an `EncodedText` is a lead digit; the symbol goes on. */
export function isLeadCode(code: number): boolean {
  return code >= FIRST_LEAD;
}

/** `lead` (the symbol's lead digits so far, 0 for none) with lead digit `code` added. */
export function addLead(lead: number, code: number): number {
  return lead * LEAD_DIGITS + (code > 0xdfff ? code - 0x800 : code) - FIRST_LEAD;
}

/** The symbol that final digit `code` ends, after lead digits `lead` (0 for none). */
export function symbolEndingWith(lead: number, code: number): number {
  let digit = code - FIRST_FINAL;
  if (code > 0x22) digit -= 1;
  if (code > 0x5c) digit -= 1;
  return lead * FINAL_DIGITS + digit;
}

/** The symbols an `EncodedText` stands for, in order (the inverse of `encodeSymbol`). */
export function symbolsOf(encoded: EncodedText): number[] {
  const symbols: number[] = [];
  let lead = 0;
  for (let i = 0; i < encoded.length; i += 1) {
    const code = encoded.charCodeAt(i);
    if (isLeadCode(code)) {
      lead = addLead(lead, code);
    } else {
      symbols.push(symbolEndingWith(lead, code));
      lead = 0;
    }
  }
  return symbols;
}

/** The distinct values of `items`, the most frequent first. */
function byFrequency(items: Iterable<string>): string[] {
  const frequency = new Map<string, number>();
  for (const item of items) frequency.set(item, (frequency.get(item) ?? 0) + 1);
  return [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)!);
}

/**
 * Text as the index file stores it: `splitWords`'s words and gaps, with
 * each CJK run split further into dictionary words, nothing between them.
 * A run kept whole would be a word of its own (the Chinese site's texts
 * have tens of thousands of distinct runs); its words recur. This runs
 * only at build time, in Node: the browser reads the words from the file,
 * so its own dictionary, or the lack of one, changes no result.
 */
export function indexTextSplitter(): (text: string) => string[] {
  const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
  const wordsOfRun = new Map<string, string[]>();
  const splitRun = (run: string): string[] => {
    let parts = wordsOfRun.get(run);
    if (parts === undefined) {
      parts = [...segmenter.segment(run)].flatMap(({segment}, i) =>
        i === 0 ? [segment] : ['', segment],
      );
      wordsOfRun.set(run, parts);
    }
    return parts;
  };
  return (text) =>
    splitWords(text).flatMap((part, i) =>
      i % 2 === 1 && isCjkWord(part) ? splitRun(part) : [part],
    );
}

/** The gap an `EncodedText` leaves out between two words: nothing inside a CJK run, else a space. */
function impliedGap(before: string, after: string): string {
  return isCjkWord(before) && isCjkWord(after) ? '' : ' ';
}

/** Words joined with the gaps the index file leaves out, so the joins cost it nothing. */
export function joinWords(words: readonly string[]): string {
  return words.map((word, i) => (i === 0 ? word : impliedGap(words[i - 1]!, word) + word)).join('');
}

/**
 * Splits texts into words and the gaps between them (`indexTextSplitter`),
 * and numbers each distinct piece, words and gaps alike, the most frequent
 * first; `encode` then writes any of the texts as those numbers (see
 * `EncodedText`).
 */
function textEncoding(texts: string[]): {
  pieces: string[];
  encode: (text: string) => EncodedText;
} {
  const split = indexTextSplitter();
  // Words are at odd positions; a gap is left out when it is the one
  // implied between its words, or nothing at either end.
  const isStored = (part: string, i: number, parts: string[]): boolean =>
    i % 2 === 1 ||
    part !== (i > 0 && i < parts.length - 1 ? impliedGap(parts[i - 1]!, parts[i + 1]!) : '');
  const pieces = byFrequency(texts.flatMap((text) => split(text).filter(isStored)));
  // No word is also a gap: words are made of word characters, gaps of none.
  const symbols = new Map(pieces.map((piece, symbol) => [piece, symbol]));
  const encode = (text: string): EncodedText =>
    split(text)
      .filter(isStored)
      .map((part) => encodeSymbol(symbols.get(part)!))
      .join('');
  return {pieces, encode};
}

/** Reads the texts `textEncoding` wrote, given the file's pieces. */
export function textDecoder(pieces: readonly string[]): (encoded: EncodedText) => string {
  const words = pieces.map(isWord);
  return (encoded) => {
    let text = '';
    let previousWord: string | undefined;
    for (const symbol of symbolsOf(encoded)) {
      const piece = pieces[symbol]!;
      if (!words[symbol]) {
        text += piece;
        previousWord = undefined;
        continue;
      }
      text += previousWord === undefined ? piece : impliedGap(previousWord, piece) + piece;
      previousWord = piece;
    }
    return text;
  };
}

/**
 * The records of an index file, in order: each page's top, then each of its
 * headings, each followed by the texts under it; and the heading each
 * heading sits under, worked out from the depths as `buildRecords` nests
 * them.
 */
function expandSections(file: SearchIndexFile): {records: CompactRecord[]; parents: Int32Array} {
  const records: CompactRecord[] = [];
  const parents = new Int32Array(file.headings.length);
  let section = 0;
  let heading = 0;
  file.pages.forEach((page, pageNumber) => {
    const addSection = (under: number) => {
      records.push([pageNumber, under]);
      for (const text of file.sections[section] ?? []) records.push([pageNumber, under, text]);
      section += 1;
    };
    addSection(-1);
    // The headings still open at each depth; headings are numbered in page
    // order, so the nearest open one above is the highest number.
    const open: number[] = [];
    for (const end = heading + page.headings; heading < end; heading += 1) {
      const depth = file.headings[heading]![0];
      parents[heading] = open.slice(0, depth).reduce((nearest, h) => Math.max(nearest, h), -1);
      open.length = depth;
      open[depth] = heading;
      addSection(heading);
    }
  });
  return {records, parents};
}

/**
 * The records of a packed index file, each restored the first time it is
 * read: a response shows one page of a query's matches, so the browser need
 * not build all of the site's thousands when search opens. What the engine
 * ranks and filters by is at hand without restoring a record (`facts`).
 */
export class IndexRecords {
  readonly file: SearchIndexFile;
  /** Each record as its page, the heading it sits under (-1 for the page top) and its text. */
  readonly compact: CompactRecord[];
  /** The heading each heading sits under, -1 for none. */
  readonly parents: Int32Array;
  private readonly restored: Array<SearchRecord | undefined>;
  /** Facts once read: ranking and facet filters ask for them for every match of every query. */
  private readonly factsOf: Array<RecordFacts | undefined>;
  /** Each record's position on its page, the first being 0. */
  private readonly positions: Uint32Array;
  /** The hierarchy under each heading, its own text included. */
  private readonly headingHierarchies = new Map<number, Hierarchy>();
  /** The hierarchy of each page's top (its title). */
  private readonly pageHierarchies = new Map<number, Hierarchy>();
  /** The encoded alias texts of each record that has aliases. */
  private readonly aliasesOf = new Map<number, EncodedText[]>();
  /** The encoded keywords of each record that has them. */
  readonly keywordsOf: ReadonlyMap<number, EncodedText>;
  private readonly text: (encoded: EncodedText) => string;

  constructor(file: SearchIndexFile) {
    this.file = file;
    this.text = textDecoder(file.pieces);
    for (const [record, ...texts] of file.aliases) this.aliasesOf.set(record, texts);
    this.keywordsOf = new Map(file.keywords);
    ({records: this.compact, parents: this.parents} = expandSections(file));
    this.restored = new Array<SearchRecord | undefined>(this.compact.length);
    this.factsOf = new Array<RecordFacts | undefined>(this.compact.length);
    this.positions = new Uint32Array(this.compact.length);
    const nextPosition = new Uint32Array(file.pages.length);
    this.compact.forEach(([page], i) => {
      this.positions[i] = nextPosition[page]!++;
    });
  }

  get length(): number {
    return this.compact.length;
  }

  /** What record `index` is ranked and filtered by, without restoring it. */
  facts(index: number): RecordFacts {
    return (this.factsOf[index] ??= this.readFacts(index));
  }

  private readFacts(index: number): RecordFacts {
    const [pageNumber, heading, content] = this.compact[index]!;
    const page = this.file.pages[pageNumber]!;
    const depth = this.file.headings[heading]?.[0] ?? 1;
    return {
      type: content === undefined ? LEVELS[depth]! : 'content',
      weight: {
        pageRank: page.pageRank,
        level: content === undefined ? headingWeight(depth) : 0,
        position: this.positions[index]!,
      },
      language: page.language,
      docusaurus_tag: page.tag,
      ...(page.platform && {platform: page.platform}),
    };
  }

  /** For a heading's record, the text of the next record when that is the text under it. */
  private summary(index: number): string | undefined {
    const [page, heading, content] = this.compact[index]!;
    const next = this.compact[index + 1];
    if (content !== undefined || !next) return undefined;
    const [nextPage, nextHeading, nextContent] = next;
    return nextPage === page && nextHeading === heading && nextContent !== undefined
      ? this.text(nextContent)
      : undefined;
  }

  /** Record `index`'s alias texts, still encoded; empty when it has none. */
  encodedAliases(index: number): EncodedText[] {
    return this.aliasesOf.get(index) ?? [];
  }

  /** Record `index`'s alias texts. */
  aliases(index: number): string[] {
    return this.encodedAliases(index).map((text) => this.text(text));
  }

  /** The full DocSearch record at `index`, counted from 0 (not from the end when negative). */
  at(index: number): SearchRecord | undefined {
    if (index < 0 || index >= this.length) return undefined;
    return (this.restored[index] ??= this.restore(index));
  }

  private headingHierarchy(heading: number, pageNumber: number): Hierarchy {
    if (heading === -1) {
      let top = this.pageHierarchies.get(pageNumber);
      if (top === undefined) {
        const page = this.file.pages[pageNumber]!;
        top = {lvl0: this.text(page.lvl0), lvl1: this.text(page.lvl1), ...NO_SUB_LEVELS};
        this.pageHierarchies.set(pageNumber, top);
      }
      return top;
    }
    let hierarchy = this.headingHierarchies.get(heading);
    if (hierarchy === undefined) {
      const [depth, text] = this.file.headings[heading]!;
      hierarchy = {
        ...this.headingHierarchy(this.parents[heading]!, pageNumber),
        [LEVELS[depth]!]: this.text(text),
      };
      this.headingHierarchies.set(heading, hierarchy);
    }
    return hierarchy;
  }

  private restore(index: number): SearchRecord {
    const [pageNumber, heading, content] = this.compact[index]!;
    const {url} = this.file.pages[pageNumber]!;
    const {type, weight, language, docusaurus_tag, platform} = this.facts(index);
    const aliases = this.aliases(index);
    const summary = this.summary(index);
    const keywords = this.keywordsOf.get(index);
    const compactHeading: CompactHeading | undefined = this.file.headings[heading];
    const anchor = compactHeading
      ? (compactHeading[2] ?? headingAnchor(this.text(compactHeading[1])))
      : null;
    // The keys in the order `buildRecords` writes them, so both serialise alike.
    const record: SearchRecord = {
      objectID: `${url}#${weight.position}`,
      hierarchy: {...this.headingHierarchy(heading, pageNumber)},
      content: content === undefined ? null : this.text(content),
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language,
      docusaurus_tag,
      weight: {...weight},
      ...(platform && {platform}),
      ...(summary !== undefined && {summary}),
      ...(keywords !== undefined && {keywords: this.text(keywords)}),
      ...(aliases.length > 0 && {aliases}),
    };
    return record;
  }
}

/** Restores the full DocSearch records from a packed index file. */
export function unpackIndex(file: SearchIndexFile): SearchRecord[] {
  const records = new IndexRecords(file);
  return Array.from({length: records.length}, (_, i) => records.at(i)!);
}

/**
 * One pass over the records: each page's fields and each heading once, and
 * the texts under each page top and heading. Texts stay plain in this pass
 * and are encoded once every one is known.
 */
function shareFields(records: SearchRecord[]) {
  const pages: IndexedPage[] = [];
  const pageNumbers = new Map<string, number>();
  const headings: CompactHeading[] = [];
  const sections: string[][] = [];
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
        ...(record.platform && {platform: record.platform}),
        headings: 0,
      });
    }
    if (record.content !== null) {
      // Text before any heading or title is refused by `assertRestores`.
      if (sections.length === 0) sections.push([]);
      sections.at(-1)!.push(record.content);
      continue;
    }
    sections.push([]);
    if (record.type === 'lvl1' || record.type === 'content') continue;
    const text = record.hierarchy[record.type] ?? '';
    const anchor = record.anchor ?? '';
    headings.push(
      anchor === headingAnchor(text)
        ? [depthOf(record.type), text]
        : [depthOf(record.type), text, anchor],
    );
    pages[page]!.headings += 1;
  }
  return {pages, headings, sections};
}

/**
 * Packs records for shipping: shared page fields and headings are stored
 * once, and the records of headings and page tops only as the texts under
 * them. Records must come as `buildRecords` makes them (each page's records
 * together, its title's record first, every heading's record before the
 * text under it); anything the format cannot restore exactly is refused
 * rather than silently changed.
 */
export function packIndex(records: SearchRecord[]): SearchIndexFile {
  const {pages, headings, sections} = shareFields(records);
  const aliases = records.flatMap((record, i) =>
    record.aliases ? [[i, ...record.aliases] as [number, ...string[]]] : [],
  );
  const keywords = records.flatMap((record, i) =>
    record.keywords === undefined ? [] : [[i, record.keywords] as [number, string]],
  );
  // Body text, headings, page titles, aliases and keywords share one table of words and gaps.
  const {pieces, encode} = textEncoding([
    ...pages.flatMap((page) => [page.lvl0, page.lvl1]),
    ...headings.map(([, text]) => text),
    ...sections.flat(),
    ...aliases.flatMap(([, ...texts]) => texts),
    ...keywords.map(([, text]) => text),
  ]);
  const file: SearchIndexFile = {
    version: 8,
    pages: pages.map((page) => ({...page, lvl0: encode(page.lvl0), lvl1: encode(page.lvl1)})),
    headings: headings.map(([depth, text, ...anchor]) => [depth, encode(text), ...anchor]),
    pieces,
    sections: sections.map((texts) => texts.map(encode)),
    aliases: aliases.map(([record, ...texts]) => [record, ...texts.map(encode)]),
    keywords: keywords.map(([record, text]) => [record, encode(text)]),
  };
  assertRestores(file, records);
  return file;
}

function assertRestores(file: SearchIndexFile, records: SearchRecord[]): void {
  const unpacked = unpackIndex(file);
  if (unpacked.length !== records.length) {
    throw new Error(
      `The index file would give back ${unpacked.length} search records instead of ${records.length}: ` +
        "each page's records must come together, its title's record first.",
    );
  }
  unpacked.forEach((restored, i) => {
    if (JSON.stringify(restored) !== JSON.stringify(records[i])) {
      throw new Error(
        `Search record ${records[i]!.objectID} cannot be stored in the index file as it is: ` +
          `it would come back as ${JSON.stringify(restored)}.`,
      );
    }
  });
}
