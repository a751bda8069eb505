import {describe, expect, it, vi} from 'vitest';

import type {Plugin} from '@tapcraft/data/plugins';
import {
  emptyFilter,
  filterPlugins,
  isFilterActive,
  matchesFilter,
  maxQueryLength,
  parseFilter,
  searchTerms,
  serializeFilter,
  type PluginFilter,
  type SearchablePlugin,
} from '../../src/pages/plug/_components/filterPlugins';

// The gallery's plug-ins with their English words.
vi.mock('@docusaurus/Translate', () => import('../englishTranslate'));
const {shownPlugins: plugins} = await import('../../src/pages/plug/_components/copy');

type SamplePlugin = Omit<Plugin, 'id'> & SearchablePlugin & {id: string};

function plugin(overrides: Partial<SamplePlugin> & Pick<SamplePlugin, 'id'>): SamplePlugin {
  return {
    name: overrides.id,
    summary: 'Does one thing well.',
    category: 'vision',
    platforms: ['android'],
    language: 'python',
    docs: '/docs/android/api/screen',
    author: 'Tapcraft team',
    free: true,
    ...overrides,
  };
}

const sample: SamplePlugin[] = [
  plugin({
    id: 'digits',
    name: 'Digit OCR',
    summary: 'Reads numbers.',
    category: 'ocr',
    platforms: ['android', 'ios'],
  }),
  plugin({
    id: 'qr',
    name: 'QR reader',
    summary: 'Decodes QR codes.',
    platforms: ['android', 'ios'],
  }),
  plugin({
    id: 'match',
    name: 'Template matcher',
    summary: 'Finds many images.',
    platforms: ['android', 'ios', 'windows'],
  }),
  plugin({
    id: 'hook',
    name: 'Webhook',
    summary: 'Posts a message.',
    category: 'network',
    platforms: ['windows'],
  }),
  plugin({id: 'mask', name: 'GP colour mask', summary: 'Keeps colours for OCR.', category: 'gp'}),
];

const ids = (list: SamplePlugin[]) => list.map((p) => p.id);

describe('parseFilter', () => {
  it('returns the empty filter for an empty query', () => {
    expect(parseFilter('')).toEqual(emptyFilter);
    expect(parseFilter('?')).toEqual(emptyFilter);
  });

  it('reads valid values, with or without the leading ?', () => {
    const expected: PluginFilter = {category: 'vision', platform: 'ios', q: 'ocr'};
    expect(parseFilter('?category=vision&platform=ios&q=ocr')).toEqual(expected);
    expect(parseFilter('category=vision&platform=ios&q=ocr')).toEqual(expected);
    expect(parseFilter('?q=ocr&platform=ios&category=vision')).toEqual(expected);
  });

  it('ignores unknown categories and platforms', () => {
    expect(parseFilter('?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual(emptyFilter);
    expect(parseFilter('?category=<script>&platform=linux')).toEqual(emptyFilter);
    expect(parseFilter('?category=Vision&platform=IOS')).toEqual(emptyFilter);
    expect(parseFilter('?category=&platform=')).toEqual(emptyFilter);
    expect(parseFilter('?category=toString&platform=constructor')).toEqual(emptyFilter);
  });

  it('ignores unknown keys and keeps the first of repeated keys', () => {
    expect(parseFilter('?utm=x&category=gp&category=ocr')).toEqual({
      ...emptyFilter,
      category: 'gp',
    });
  });

  it('keeps markup in q as plain text', () => {
    const payload = '<img src=x onerror=alert(1)>';
    const search = `?q=${encodeURIComponent(payload)}`;
    expect(parseFilter(search).q).toBe(payload);
    expect(parseFilter('?q=a+b%20c').q).toBe('a b c');
  });

  it('cuts q to the maximum length', () => {
    const long = 'x'.repeat(maxQueryLength + 50);
    expect(parseFilter(`?q=${long}`).q).toHaveLength(maxQueryLength);
  });
});

describe('serializeFilter', () => {
  it('writes nothing for the empty filter', () => {
    expect(serializeFilter(emptyFilter)).toBe('');
    expect(serializeFilter({...emptyFilter, q: '   '})).toBe('');
  });

  it('writes keys in a fixed order and trims q', () => {
    expect(serializeFilter({category: 'vision', platform: 'ios', q: ' ocr '})).toBe(
      '?category=vision&platform=ios&q=ocr',
    );
    expect(serializeFilter({...emptyFilter, platform: 'windows'})).toBe('?platform=windows');
  });

  it('encodes special characters in q', () => {
    const search = serializeFilter({...emptyFilter, q: '<img src=x>&category=gp'});
    expect(search).not.toContain('<');
    expect(search).not.toContain('&category');
    expect(parseFilter(search)).toEqual({...emptyFilter, q: '<img src=x>&category=gp'});
  });

  it('round-trips through parseFilter', () => {
    const filters: PluginFilter[] = [
      {category: 'gp', platform: null, q: ''},
      {category: null, platform: 'android', q: 'colour mask'},
      {category: 'network', platform: 'windows', q: 'web hook'},
    ];
    for (const filter of filters) {
      expect(parseFilter(serializeFilter(filter))).toEqual(filter);
    }
  });
});

describe('searchTerms and isFilterActive', () => {
  it('splits the text into lower-case words', () => {
    expect(searchTerms('  QR   Reader ')).toEqual(['qr', 'reader']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('treats a blank search as no filter', () => {
    expect(isFilterActive(emptyFilter)).toBe(false);
    expect(isFilterActive({...emptyFilter, q: '  '})).toBe(false);
    expect(isFilterActive({...emptyFilter, q: 'qr'})).toBe(true);
    expect(isFilterActive({...emptyFilter, category: 'ui'})).toBe(true);
    expect(isFilterActive({...emptyFilter, platform: 'ios'})).toBe(true);
  });
});

describe('filterPlugins', () => {
  it('returns every plug-in, in order, for the empty filter', () => {
    expect(ids(filterPlugins(sample, emptyFilter))).toEqual(ids(sample));
  });

  it('filters by category', () => {
    expect(ids(filterPlugins(sample, {...emptyFilter, category: 'vision'}))).toEqual([
      'qr',
      'match',
    ]);
  });

  it('filters by platform', () => {
    expect(ids(filterPlugins(sample, {...emptyFilter, platform: 'windows'}))).toEqual([
      'match',
      'hook',
    ]);
  });

  it('searches name and summary, case-insensitive, every word must match', () => {
    expect(ids(filterPlugins(sample, {...emptyFilter, q: 'OCR'}))).toEqual(['digits', 'mask']);
    expect(ids(filterPlugins(sample, {...emptyFilter, q: 'colours ocr'}))).toEqual(['mask']);
    expect(ids(filterPlugins(sample, {...emptyFilter, q: 'qr  codes'}))).toEqual(['qr']);
    expect(ids(filterPlugins(sample, {...emptyFilter, q: 'vision'}))).toEqual([]);
  });

  it('combines all three controls', () => {
    const filter: PluginFilter = {category: 'vision', platform: 'windows', q: 'images'};
    expect(ids(filterPlugins(sample, filter))).toEqual(['match']);
    expect(matchesFilter(sample[1], filter)).toBe(false);
  });

  it('returns an empty list when nothing matches, and does not change the input', () => {
    const before = ids(sample);
    expect(filterPlugins(sample, {category: 'ui', platform: null, q: ''})).toEqual([]);
    expect(ids(sample)).toEqual(before);
  });

  it('finds the real OCR plug-ins and nothing for a markup query', () => {
    const ocr = filterPlugins(plugins, {...emptyFilter, category: 'ocr'});
    expect(ocr.length).toBeGreaterThan(0);
    expect(ocr.every((p) => p.category === 'ocr')).toBe(true);
    expect(filterPlugins(plugins, {...emptyFilter, q: '<img src=x onerror=alert(1)>'})).toEqual([]);
  });
});
