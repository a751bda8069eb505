import {describe, expect, it} from 'vitest';

import {
  company,
  contacts,
  externalUrls,
  friendlyLinks,
  product,
  qqGroups,
  readSearchCredentials,
  shopLinks,
} from '../../src/data/site';

const isPlaceholder = (value: string) => /^\[.+\]$/.test(value) || /\.example(\/|$)/.test(value);

describe('settings module', () => {
  it('names the product and its Python version', () => {
    expect(product.name).toBe('Tapcraft');
    expect(product.pythonVersion).toBe('3.11');
    expect(company.copyrightYear).toBe(2025);
  });

  it('has absolute https URLs for every external address', () => {
    const urls = [
      ...Object.values(externalUrls),
      ...Object.values(shopLinks),
      ...qqGroups.map((g) => g.joinUrl),
      ...friendlyLinks.map((l) => l.href),
      company.icpUrl,
      product.url,
    ];
    for (const url of urls) {
      expect(new URL(url).protocol, url).toBe('https:');
    }
  });

  it('lists the five community QQ groups with unique ids', () => {
    const ids = qqGroups.map((g) => g.id);
    expect(ids).toEqual(['android', 'ios', 'teaching', 'pycharm', 'hid']);
    for (const group of qqGroups) {
      expect(group.label.trim()).not.toBe('');
      expect(group.number.trim()).not.toBe('');
    }
  });

  it('keeps operator values that are not public recognisable as placeholders', () => {
    // When an operator fills in a real value this test tells them which
    // placeholders remain; update the expectation together with the value.
    const operatorValues = [
      company.name,
      company.icpNumber,
      ...Object.values(contacts),
      externalUrls.forum,
      externalUrls.developerLogin,
      externalUrls.appStore,
      externalUrls.testFlight,
      ...Object.values(shopLinks),
      ...qqGroups.map((g) => g.number),
    ];
    const notPlaceholders = operatorValues.filter((value) => !isPlaceholder(value));
    expect(notPlaceholders).toEqual([]);
  });
});

describe('readSearchCredentials', () => {
  const full = {
    ALGOLIA_APP_ID: 'APP123',
    ALGOLIA_SEARCH_API_KEY: 'search-key',
    ALGOLIA_INDEX_NAME: 'tapcraft',
  };

  it('returns the hosted credentials when all three variables are set', () => {
    expect(readSearchCredentials(full)).toEqual({
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'tapcraft',
    });
  });

  it('returns null, meaning local search, when any variable is missing or blank', () => {
    expect(readSearchCredentials({})).toBeNull();
    expect(readSearchCredentials({...full, ALGOLIA_INDEX_NAME: undefined})).toBeNull();
    expect(readSearchCredentials({...full, ALGOLIA_SEARCH_API_KEY: '  '})).toBeNull();
  });
});
