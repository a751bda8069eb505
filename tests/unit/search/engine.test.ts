import MiniSearch, {type AsPlainObject, type SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';

import {
  buildMiniSearch,
  INDEXED_FIELDS,
  indexFilePostings,
  toIndexedFields,
} from '../../../src/search/engine';
import {buildRecords} from '../../../plugins/search-index/buildRecords';
import {packIndex} from '../../../src/search/indexFile';
import {tokenize} from '../../../src/search/tokenize';
import {engine, records} from './fixtures';
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

describe('buildMiniSearch', () => {
  const sortedTerms = (snapshot: AsPlainObject) => ({
    ...snapshot,
    index: [...snapshot.index].sort(([a], [b]) => (a < b ? -1 : 1)),
  });

  const addAllReference = () => {
    const reference = new MiniSearch({fields: [...INDEXED_FIELDS], tokenize});
    reference.addAll(records.map(toIndexedFields));
    return reference;
  };

  it('builds from an index file exactly the index MiniSearch#addAll builds from the records', () => {
    const reference = addAllReference();
    const built = buildMiniSearch(indexFilePostings(packIndex(records)), {tokenize});
    expect(sortedTerms(built.toJSON())).toEqual(sortedTerms(reference.toJSON()));
    // Prefix matches come in the tree's alphabetical order rather than in the
    // order terms were added, so scores may differ in the last bit.
    const comparable = (results: SearchResult[]) =>
      results.map(({id, score, terms}) => ({
        id,
        score: score.toFixed(12),
        terms: [...terms].sort(),
      }));
    for (const query of ['find colors', 'tap', 'col']) {
      expect(comparable(built.search(query, {prefix: true, fuzzy: 0.2}))).toEqual(
        comparable(reference.search(query, {prefix: true, fuzzy: 0.2})),
      );
    }
  });

  it('builds the same index as addAll when many words give the same terms', () => {
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
        markdown: `${sentence(20)}\n\n## ${sentence(2)}\n\n${sentence(30)}\n\n### ${sentence(2)}\n\n${sentence(10)}\n`,
        section: sentence(1),
        docusaurusTag: 'docs-default-current',
        pageRank: 1,
      })),
    );
    const reference = new MiniSearch({fields: [...INDEXED_FIELDS], tokenize});
    reference.addAll(generated.map(toIndexedFields));
    const built = buildMiniSearch(indexFilePostings(packIndex(generated)), {tokenize});
    expect(sortedTerms(built.toJSON())).toEqual(sortedTerms(reference.toJSON()));
    for (const query of ['tap', 'tap it', 'colour', 'tapit']) {
      expect(built.search(query)).toEqual(reference.search(query));
    }
  });
});
