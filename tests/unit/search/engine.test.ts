import MiniSearch, {type AsPlainObject, type SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';

import {
  buildMiniSearch,
  engineFromIndexFile,
  INDEXED_FIELDS,
  indexFileFieldTerms,
  LocalSearchEngine,
  recordFieldTerms,
  toIndexedFields,
} from '../../../src/search/engine';
import {packIndex} from '../../../src/search/indexFile';
import {tokenize} from '../../../src/search/tokenize';
import {records} from './fixtures';

const engine = new LocalSearchEngine(records);
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

  it('builds exactly the index MiniSearch#addAll builds', () => {
    const reference = addAllReference();
    const built = buildMiniSearch(recordFieldTerms(records), {tokenize});
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

  it('builds the same index from an index file as from the records', () => {
    const built = buildMiniSearch(indexFileFieldTerms(packIndex(records)), {tokenize});
    expect(sortedTerms(built.toJSON())).toEqual(sortedTerms(addAllReference().toJSON()));
  });
});

describe('engineFromIndexFile', () => {
  it('ranks exactly as an engine built from the records', () => {
    const fromFile = engineFromIndexFile(packIndex(records));
    for (const query of ['find_colors', 'colour', 'tap', '下载', 'Tapcraft', 'safely']) {
      expect(fromFile.search(query)).toEqual(engine.search(query));
    }
  });

  it('filters by facets as an engine built from the records does', () => {
    const fromFile = engineFromIndexFile(packIndex(records));
    for (const filters of [
      ['docusaurus_tag:default'],
      ['-type:content'],
      [['language:fr', 'language:en']],
    ]) {
      expect(fromFile.search('Tapcraft', filters)).toEqual(engine.search('Tapcraft', filters));
    }
  });
});
