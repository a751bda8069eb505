import {describe, expect, it} from 'vitest';

import {
  attachAliases,
  buildRecords,
  type PageSource,
} from '../../../plugins/search-index/buildRecords';
import {engineFromIndexFile} from '@tapcraft/core/search/engine';
import {packIndex} from '@tapcraft/core/search/indexFile';
import {createSiteSearch} from '@tapcraft/core/search/query';
import {parseTree} from '@tapcraft/core/pages/parse';

/** An Android and an iOS API page, a guide, and aliases on two entries. */
const screenPage = (platform: 'android' | 'ios'): PageSource => ({
  url: `/docs/${platform}/api/screen`,
  title: 'Screen',
  tree: parseTree(`Read pixels from the screen.

### find_color

Finds the first pixel of one colour.

| Name | Type | Description |
| --- | --- | --- |
| \`region\` | \`Region\` | Part of the screen to search. |

### find_image

Finds a template image on the screen.

### label

Returns the text a button shows. Its text, and the text of the key under it, can change after each tap.

### read_line

Reads the screen with OCR and returns the first line that contains a text. Use it to tap a button by its text.
`),
  section: platform === 'android' ? 'Android' : 'iOS',
  docusaurusTag: 'docs-default-current',
  pageRank: 3,
  platform,
});

const pages: PageSource[] = [
  screenPage('android'),
  screenPage('ios'),
  {
    url: '/docs/android/guide/app_card',
    title: 'Card keys',
    tree: parseTree(`Sell time-limited licences for a store script with card keys.

`),
    section: 'Android',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
    platform: 'android',
  },
];

const records = attachAliases(buildRecords(pages), [
  {
    url: '/docs/android/api/screen#find_color',
    texts: ['AutoJs6: images.findColor', '找色: find a colour'],
    source: 'test',
  },
  // An alias that is another entry's own name must not outrank that entry.
  {url: '/docs/android/api/screen#read_line', texts: ['OtherTool: find_image'], source: 'test'},
]);
const engine = engineFromIndexFile(packIndex(records));
const urls = (query: string, filters: string[] = []) =>
  engine.search(query, filters).map((result) => result.record.url);

describe("questions in a person's words", () => {
  it('leaves stop words out: a question finds what its other words find', () => {
    expect(urls('how do I find a template image')[0]).toBe(urls('find template image')[0]);
    expect(urls('how do I find a template image')[0]).toMatch(/#find_image$/);
  });

  it('matches plural and verb forms and the other spelling of a word', () => {
    expect(urls('finding templates')[0]).toMatch(/#find_image$/);
    expect(urls('selling licenses')[0]).toBe('/docs/android/guide/app_card');
    expect(urls('find_colour')[0]).toMatch(/#find_color$/);
  });

  it('when no record has every word, returns those with most of them, most first', () => {
    const results = engine.search('sell licences for my scripts to aliens');
    expect(results[0]!.record.url).toBe('/docs/android/guide/app_card');
    expect(results[0]!.wordsMatched).toBe(3);
    const matched = results.map((result) => result.wordsMatched);
    expect(matched).toEqual([...matched].sort((a, b) => b - a));
  });

  it('when only a few records have every word, those with most of them follow', () => {
    // find_image on each platform has all three words; the rest have one.
    const results = engine.search('template image screen');
    expect(results.slice(0, 2).map((result) => result.record.url)).toEqual([
      '/docs/android/api/screen#find_image',
      '/docs/ios/api/screen#find_image',
    ]);
    expect(results.length).toBeGreaterThan(2);
    expect(results.slice(2).every((result) => result.wordsMatched < 3)).toBe(true);
  });

  it('when fewer records than a page of hits have every word, those with most of them follow', () => {
    // Four sections with every word of the question, and the entry that
    // answers it, which names no button: it still makes the first page.
    const guide: PageSource = {
      url: '/docs/android/guide/waiting',
      title: 'Waiting',
      tree: parseTree(
        [1, 2, 3, 4]
          .map((n) => `## Worked example ${n}\n\nA reward button appears, and the script waits.\n`)
          .join('\n'),
      ),
      section: 'Android',
      docusaurusTag: 'docs-default-current',
      pageRank: 2,
      platform: 'android',
    };
    const entry: PageSource = {
      ...guide,
      url: '/docs/android/api/node/selector',
      title: 'Selector',
      tree: parseTree('## wait\n\nWaits until a matching node appears.\n'),
      pageRank: 3,
    };
    const search = engineFromIndexFile(packIndex(buildRecords([guide, entry])));
    const results = search.search('wait until a button appears');
    expect(results.slice(0, 4).every((result) => result.record.url.startsWith(guide.url))).toBe(
      true,
    );
    expect(results.map((result) => result.record.url)).toContain(
      '/docs/android/api/node/selector#wait',
    );
  });

  it('ranks the text that has the words side by side before one that only repeats them', () => {
    // `label` repeats the words and scores higher on them alone.
    expect(urls('how do I tap a button by its text')[0]).toMatch(/#read_line$/);
  });

  it('finds a heading by the words of its parameter table', () => {
    expect(urls('find a colour in part of the screen')[0]).toMatch(/#find_color$/);
    const heading = records.find((record) => record.url.endsWith('#find_color'))!;
    expect(heading.keywords).toBe('Part screen search');
  });
});

describe('names from other tools and Chinese terms', () => {
  it('finds an entry by its alias, and the response says which alias matched', () => {
    expect(urls('images.findColor')[0]).toBe('/docs/android/api/screen#find_color');
    expect(urls('找色')[0]).toBe('/docs/android/api/screen#find_color');
    const search = createSiteSearch(packIndex(records));
    expect(search('images.findCo')[0]).toMatchObject({
      url: '/docs/android/api/screen#find_color',
      matchedAlias: 'AutoJs6: images.findColor',
    });
  });

  it('never puts an alias above the entry whose own name the query is', () => {
    expect(urls('find_image').slice(0, 2)).toEqual([
      '/docs/android/api/screen#find_image',
      '/docs/ios/api/screen#find_image',
    ]);
    expect(urls('find_image')).toContain('/docs/android/api/screen#read_line');
  });
});

describe('one hit per place', () => {
  it('shows a heading and the text under it, which link to the same place, once', () => {
    const all = engine.search('find_image', [], {distinct: false}).map(({record}) => record.url);
    expect(new Set(all).size).toBeLessThan(all.length);
    expect(urls('find_image')).toEqual([...new Set(all)]);
  });
});

describe('the platform filter', () => {
  it("keeps one platform's pages", () => {
    expect(urls('find_color')).toEqual(
      expect.arrayContaining([
        '/docs/android/api/screen#find_color',
        '/docs/ios/api/screen#find_color',
      ]),
    );
    const ios = urls('find_color', ['platform:ios']);
    expect(ios.length).toBeGreaterThan(0);
    expect(ios.every((url) => url.startsWith('/docs/ios/'))).toBe(true);
  });
});

describe('createSiteSearch, for code outside the browser', () => {
  const search = createSiteSearch(packIndex(records));

  it('gives plain-text hits with title, breadcrumbs, platform and text', () => {
    expect(search('find_image', {platform: 'ios', limit: 1})).toEqual([
      {
        title: 'find_image',
        breadcrumbs: ['iOS', 'Screen'],
        url: '/docs/ios/api/screen#find_image',
        platform: 'ios',
        text: 'Finds a template image on the screen.',
        matchedAlias: null,
      },
    ]);
  });

  it('refuses a limit that is no whole number above 0, with a message', () => {
    expect(() => search('find', {limit: 0})).toThrow(/limit must be a whole number/);
  });
});
