import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';

import {engineFromIndexFile, INDEXED_FIELDS} from '@tapcraft/core/search/engine';
import {buildRecords, type PageSource} from '../../../plugins/search-index/buildRecords';
import {indexTextSplitter, packIndex} from '@tapcraft/core/search/indexFile';
import {tokenize, wordTerms} from '@tapcraft/core/search/tokenize';
import type {SearchRecord} from '@tapcraft/core/search/types';
import {chinesePages, engine, records} from './fixtures';
import {parseTree} from '@tapcraft/core/pages/parse';

const top = (query: string) => engine.search(query)[0]?.record;

describe('LocalSearchEngine ranking', () => {
  it("puts an API function's own heading before prose that mentions it", () => {
    const results = engine.search('find_colors');
    expect(results[0]!.record.url).toBe('/docs/android/api/screen#find_colors');
    const prose = results.findIndex((r) => r.record.url.startsWith('/docs/android/intro'));
    expect(prose).toBeGreaterThan(0);
  });

  it('finds the same API for snake_case, camelCase, spaced and prefix queries', () => {
    for (const query of ['find_colors', 'findColors', 'find colors', 'findc']) {
      expect(top(query)?.anchor, query).toBe('find_colors');
    }
  });

  it('ranks exact before prefix before fuzzy matches', () => {
    const exact = engine.search('image')[0]!;
    const prefix = engine.search('imag')[0]!;
    const fuzzy = engine.search('imahe')[0]!;
    expect(exact.record.anchor).toBe('find_image');
    expect(prefix.record.anchor).toBe('find_image');
    expect(fuzzy.record.anchor).toBe('find_image');
    expect(exact.score).toBeGreaterThan(prefix.score);
    expect(prefix.score).toBeGreaterThan(fuzzy.score);
  });

  it('puts a page title before body text', () => {
    expect(top('Tapcraft for Android')?.type).toBe('lvl1');
  });

  it('finds Chinese text by any part of a word', () => {
    expect(top('欢迎')?.url).toBe('/blog/欢迎');
    expect(top('下载')?.url).toBe('/blog/欢迎#软件下载');
  });

  it('honours facet filters: AND of entries, OR inside an entry, negation', () => {
    expect(
      engine
        .search('Tapcraft', ['docusaurus_tag:default'])
        .every((r) => r.record.docusaurus_tag === 'default'),
    ).toBe(true);
    expect(
      engine.search('Tapcraft', [
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        'language:en',
      ]).length,
    ).toBe(engine.search('Tapcraft').length);
    expect(engine.search('Tapcraft', ['language:fr'])).toEqual([]);
    expect(
      engine
        .search('Tapcraft', ['-docusaurus_tag:default'])
        .some((r) => r.record.docusaurus_tag === 'default'),
    ).toBe(false);
    const headings = engine.search('Tapcraft', ['-type:content']);
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.every((r) => r.record.type !== 'content')).toBe(true);
  });

  it('returns nothing for nonsense or empty queries', () => {
    expect(engine.search('qwxzvbnmpl')).toEqual([]);
    expect(engine.search('   ')).toEqual([]);
  });
});

/** The fields the engine indexes, worked out from a full record rather than from the index file. */
function indexedFields(record: SearchRecord, id: number) {
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return {
    id,
    title: lvl1 ?? '',
    heading: record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''),
    path: [lvl0, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '),
    content: record.content ?? '',
    aliases: record.aliases?.join(' ') ?? '',
  };
}

/**
 * MiniSearch with the engine's fields, weights and boosts, built with its
 * own `addAll`. It knows no stop words and no other forms of a word
 * (colours for colors), so the queries compared have neither. It reads
 * texts split into words as the index file stores them (CJK runs split
 * into dictionary words) and queries as the engine does.
 */
function miniSearchOf(indexed: SearchRecord[]) {
  const split = indexTextSplitter();
  const reference = new MiniSearch({
    fields: [...INDEXED_FIELDS],
    tokenize: (text) =>
      split(text)
        .filter((_, i) => i % 2 === 1)
        .flatMap(wordTerms),
    searchOptions: {
      tokenize,
      boost: {title: 3, heading: 6, path: 1.5, content: 1, aliases: 6},
      weights: {prefix: 0.4, fuzzy: 0.15},
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 && /^[a-z0-9]+$/.test(term) ? 0.2 : false),
      boostDocument: (id: number) => {
        const {type, weight} = indexed[id]!;
        return weight.pageRank * (type === 'content' ? 1 : 1.25) * (1 + weight.level / 200);
      },
      combineWith: 'AND',
    },
  });
  reference.addAll(indexed.map(indexedFields));
  return reference;
}

/** Each match's score, by record, to 9 significant digits (sums may differ in the last bits). */
function scoresOf(results: Array<{id: number; score: number}>): Record<number, string> {
  return Object.fromEntries(results.map(({id, score}) => [id, score.toPrecision(9)]));
}

describe('ranking compared with MiniSearch', () => {
  const engineScores = (indexed: SearchRecord[], query: string) => {
    const built = engineFromIndexFile(packIndex(indexed));
    const ids = new Map(indexed.map((record, id) => [record.objectID, id]));
    const results = built.search(query, [], {distinct: false});
    // MiniSearch's AND: the records with every word (the engine adds those
    // with most of the words when only a few have them all).
    const most = Math.max(...results.map((result) => result.wordsMatched));
    return scoresOf(
      results
        .filter((result) => result.wordsMatched === most)
        .map(({record, score}) => ({id: ids.get(record.objectID)!, score})),
    );
  };

  it('scores every match as MiniSearch does for the same records and options', () => {
    const reference = miniSearchOf(records);
    for (const query of ['template image', 'tap', 'col', 'imahe', '下载', 'Tapcraft']) {
      const expected = scoresOf(reference.search(query) as Array<{id: number; score: number}>);
      expect(Object.keys(expected).length, query).toBeGreaterThan(0);
      expect(engineScores(records, query), query).toEqual(expected);
    }
  });

  it('scores as MiniSearch does when many words give the same terms', () => {
    // Case variants and identifiers share terms, and occur in any order
    // across documents, so a term's postings come from several words.
    const vocabulary = ['Tap', 'tap', 'TAP', 'tap_it', 'tapIt', 'it', 'It', 'colour', 'Colour'];
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return vocabulary[seed % vocabulary.length]!;
    };
    const sentence = (length: number) => Array.from({length}, word).join(' ');
    const generated = buildRecords(
      Array.from({length: 12}, (_, page) => ({
        url: `/docs/page-${page}`,
        title: sentence(3),
        tree: parseTree(
          `${sentence(20)}\n\n## ${sentence(2)}\n\n${sentence(30)}\n\n### ${sentence(2)}\n\n${sentence(10)}\n`,
        ),
        section: sentence(1),
        docusaurusTag: 'docs-default-current',
        pageRank: 1,
      })),
    );
    const reference = miniSearchOf(generated);
    for (const query of ['tap', 'tap colour', 'colour', 'tapit']) {
      const expected = scoresOf(reference.search(query) as Array<{id: number; score: number}>);
      expect(engineScores(generated, query), query).toEqual(expected);
    }
  });
});

describe('a site in Chinese', () => {
  const chinesePage = (url: string, text: string): PageSource => ({
    url,
    title: '第一页',
    tree: parseTree(text),
    section: '文档',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
    language: 'zh-Hans',
  });

  it('finds a run whose pairs span the words the index file stores, and needs its characters', () => {
    const file = packIndex(
      buildRecords([
        chinesePage('/zh/docs/download', '免费软件下载。'),
        chinesePage('/zh/docs/software', '软件很好。'),
      ]),
    );
    // Stored as 免费|软件|下载: the index has no pair 件下.
    expect(file.pieces).toEqual(expect.arrayContaining(['免费', '软件', '下载']));
    const chinese = engineFromIndexFile(file);
    for (const query of ['件下载', '软件下载', '费软']) {
      expect(
        chinese.search(query).map((result) => result.record.url),
        query,
      ).toEqual(['/zh/docs/download']);
    }
  });

  it('indexes 200,000 characters of Chinese text and finds a phrase in it', () => {
    const phrase = '软件下载';
    const pages = chinesePages(200_000, phrase);
    const text = pages.map((page) => page.text).join('');
    // More distinct words (CJK runs) than the 63,454 the previous index file could number.
    expect(new Set(text.split(/[，。\n]/)).size).toBeGreaterThan(63_454);
    const chinese = engineFromIndexFile(
      JSON.parse(JSON.stringify(packIndex(buildRecords(pages)))) as ReturnType<typeof packIndex>,
    );
    const hit = chinese.search(phrase)[0]!.record;
    expect(hit.url).toBe(pages.find((page) => page.text.includes(phrase))!.url);
    expect(hit.content).toContain(phrase);
  });
});
