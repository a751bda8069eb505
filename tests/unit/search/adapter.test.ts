import {describe, expect, it} from 'vitest';

import {escapeHtml, highlight, snippet} from '@tapcraft/core/search/algoliaResponse';
import type {Answer} from '@tapcraft/core/search/answers';
import {createLocalSearchClient, type LocalClientOptions} from '../../../src/search/localClient';
import {engine} from './fixtures';

const client = createLocalSearchClient({
  loadEngine: async () => engine,
  origin: () => 'http://localhost:3000',
  now: () => 0,
});

async function searchOne(query: string, extra: Record<string, unknown> = {}) {
  const {results} = await client.search({requests: [{indexName: 'tapcraft', query, ...extra}]});
  return results[0]!;
}

describe('local search client: Algolia response shape', () => {
  it('returns the fields DocSearch and the search page read', async () => {
    const result = await searchOne('find_colors', {
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(Object.keys(result).sort()).toEqual(
      [
        'exhaustiveNbHits',
        'hits',
        'hitsPerPage',
        'index',
        'nbHits',
        'nbPages',
        'page',
        'params',
        'processingTimeMS',
        'query',
      ].sort(),
    );
    const hit = result.hits[0]!;
    expect(hit.url).toBe('http://localhost:3000/docs/android/api/screen#find_colors');
    expect(hit._highlightResult.hierarchy.lvl3!.value).toBe('<mark>find_colors</mark>');
    expect(hit._snippetResult.content).toBeDefined();
    for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const) {
      expect(hit._snippetResult.hierarchy[level]).toBeDefined();
      expect(hit._highlightResult.hierarchy[level]).toBeDefined();
    }
    expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
  });

  it('paginates honestly: nbHits is the total, pages slice it', async () => {
    const all = await searchOne('tapcraft', {hitsPerPage: 50});
    const first = await searchOne('tapcraft', {hitsPerPage: 2, page: 0});
    const second = await searchOne('tapcraft', {hitsPerPage: 2, page: 1});
    expect(first.nbHits).toBe(all.nbHits);
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect(first.hits.map((h) => h.objectID)).toEqual(all.hits.slice(0, 2).map((h) => h.objectID));
    expect(second.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 4).map((h) => h.objectID));
    const beyond = await searchOne('tapcraft', {hitsPerPage: 2, page: 99});
    expect(beyond.hits).toEqual([]);
  });

  it('applies facet filters', async () => {
    const all = await searchOne('Tapcraft');
    const blogOnly = await searchOne('Tapcraft', {facetFilters: ['docusaurus_tag:default']});
    expect(blogOnly.hits.every((h) => h.docusaurus_tag === 'default')).toBe(true);
    expect(blogOnly.nbHits).toBeLessThan(all.nbHits);
  });

  it('escapes markup in content before adding highlight tags', async () => {
    const result = await searchOne('script alert', {
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const hit = result.hits.find((h) => h.url.endsWith('/docs/about/us'))!;
    const rendered = [
      hit._snippetResult.content.value,
      hit._highlightResult.content?.value ?? '',
      hit._highlightResult.hierarchy.lvl1!.value,
      hit.hierarchy.lvl1!,
      hit.content ?? '',
    ].join('\n');
    expect(rendered).not.toMatch(/<script|<img|<Tapcraft>/);
    expect(rendered).toContain('&lt;<mark>script</mark>&gt;');
    expect(rendered).toContain('&lt;img src=x onerror=<mark>alert</mark>(1)&gt;');
    expect(rendered).toContain('About &lt;Tapcraft&gt;');
  });

  it('treats markup in the query as text and never echoes it unescaped', async () => {
    const result = await searchOne('<img src=x onerror=alert(1)>');
    expect(result.query).toBe('<img src=x onerror=alert(1)>');
    for (const hit of result.hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toContain('<img');
      expect(JSON.stringify(hit._snippetResult)).not.toContain('<img');
    }
  });

  it('reports an index that cannot be loaded as a RetryError', async () => {
    const offline = createLocalSearchClient({
      loadEngine: () => Promise.reject(new Error('chunk failed')),
      origin: () => 'http://localhost:3000',
    });
    await expect(offline.search({requests: [{indexName: 'x', query: 'a'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
  });
});

describe('local search client: answer cards', () => {
  const asked: Array<{query: string; filters: unknown; prefer: unknown}> = [];
  const withCards = (loadAnswers: LocalClientOptions['loadAnswers']) =>
    createLocalSearchClient({
      loadEngine: async () => engine,
      loadAnswers,
      origin: () => 'http://localhost:3000',
    });
  const search = (target: ReturnType<typeof withCards>, request: Record<string, unknown>) =>
    target.search({requests: [{indexName: 'tapcraft', ...request}]});

  it('answers each request with the card its query, filters and platform get', async () => {
    const card = {entry: {id: 'tapcraft.ios.screen.find_colors'}} as Answer;
    const client = withCards(async () => (query, filters, prefer) => {
      asked.push({query, filters, prefer});
      return query === 'find_colors' ? card : null;
    });
    const {results} = await search(client, {
      query: 'find_colors',
      facetFilters: ['platform:ios'],
      answerPlatform: 'ios',
    });
    expect(results[0]!.answer).toBe(card);
    expect(asked).toEqual([{query: 'find_colors', filters: ['platform:ios'], prefer: 'ios'}]);
    expect((await search(client, {query: 'ocr'})).results[0]).not.toHaveProperty('answer');
  });

  it('still answers with hits when the card file cannot be loaded', async () => {
    const client = withCards(() => Promise.reject(new Error('404')));
    const {results} = await search(client, {query: 'find_colors'});
    expect(results[0]!.hits.length).toBeGreaterThan(0);
    expect(results[0]).not.toHaveProperty('answer');
  });
});

describe('highlight and escapeHtml', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('never highlights inside an entity', () => {
    expect(highlight('a & b', ['amp'], '<mark>', '</mark>').value).toBe('a &amp; b');
    expect(highlight('Tom & Jerry', ['jerry'], '<mark>', '</mark>').value).toBe(
      'Tom &amp; <mark>Jerry</mark>',
    );
  });
});

describe('snippet', () => {
  const words = (from: number, to: number) =>
    Array.from({length: to - from}, (_, i) => `w${from + i}`).join(' ');
  const text = `${words(0, 30)} Target ${words(31, 60)}`;
  const mark = (value: string) => snippet(value, ['target'], 5, '<mark>', '</mark>').value;

  it('shows about the given number of words around the first match, marking cut ends', () => {
    expect(mark(text)).toBe(`… w29 <mark>Target</mark> w31 w32 w33 …`);
    expect(mark(`Target ${words(1, 30)}`)).toBe(`<mark>Target</mark> ${words(1, 5)} …`);
    expect(mark(`${words(0, 30)} Target`)).toBe(`… w29 <mark>Target</mark>`);
  });

  it('starts at the beginning when nothing matches, and keeps a short text whole', () => {
    expect(mark(text)).not.toBe(mark(words(0, 60)));
    expect(mark(words(0, 60))).toBe(`${words(0, 5)} …`);
    expect(mark('w0 Target w2')).toBe('w0 <mark>Target</mark> w2');
    expect(mark(' w0\n\tTarget  w2 ')).toBe('w0\n\t<mark>Target</mark>  w2');
    expect(mark('')).toBe('');
  });

  it('finds a match inside a longer word, in any case, and marks every term', () => {
    expect(
      snippet(`${words(0, 10)} preTARGETed and more`, ['target', 'more'], 3, '[', ']').value,
    ).toBe(`… w9 pre[TARGET]ed and …`);
  });
});
