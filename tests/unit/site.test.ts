import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  company,
  contacts,
  externalUrls,
  friendlyLinks,
  product,
  qqGroups,
  legalDates,
  legalDateText,
  readSearchCredentials,
  serviceChannelNames,
  shopLinks,
} from '@tapcraft/data/site';
import {qqGroupTable} from '../../src/components/QqGroups/columns';
import {productFact} from '../productFacts';

const isPlaceholder = (value: string) => /^\[.+\]$/.test(value) || /\.example(\/|$)/.test(value);

describe('settings module', () => {
  it('agrees with the product facts of CONTRIBUTING.md', () => {
    // The release is not typed there: the row points at the one place that holds it.
    expect(productFact('Product')).toMatch(
      new RegExp(
        `^${product.name}, current release \`product\\.version\` \\(\`src/data/site\\.ts\`\\)`,
      ),
    );
    expect(productFact('Language')).toMatch(new RegExp(`^Python ${product.pythonVersion} `));
    expect(product.description).toContain(`Python ${product.pythonVersion}`);
  });

  it('has a copyright year that is a past or current year', () => {
    expect(Number.isInteger(company.copyrightYear)).toBe(true);
    expect(company.copyrightYear).toBeLessThanOrEqual(new Date().getFullYear());
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

  it('lists community QQ groups with unique ids, labels and numbers', () => {
    const ids = qqGroups.map((g) => g.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
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

/** Addresses on the operator's domain that a page may write: the settings module's own values. */
const operatorAddresses = [
  ...Object.values(externalUrls),
  ...Object.values(shopLinks),
  ...qqGroups.map((g) => g.joinUrl),
  product.url,
  ...Object.values(contacts).filter((value) => value.includes('@')),
];

/** Operator addresses that a text types by hand without taking them from the settings module. */
function strayOperatorAddresses(text: string): string[] {
  const written = text.match(
    /https?:\/\/[a-z0-9.-]*tapcraft\.example[^\s"'`)<>\]]*|[\w.-]+@tapcraft\.example/g,
  );
  return (written ?? []).filter(
    (address) =>
      !operatorAddresses.some((value) => address === value || address.startsWith(`${value}/`)),
  );
}

describe('operator addresses in pages', () => {
  it('tells a typed address of the settings module from a made-up one', () => {
    expect(strayOperatorAddresses(`API = "${externalUrls.cloudConsole}/api/v1/db"`)).toEqual([]);
    expect(strayOperatorAddresses('API = "https://console.tapcraft.example/api/v1/db"')).toEqual([
      'https://console.tapcraft.example/api/v1/db',
    ]);
    expect(strayOperatorAddresses('write to help@tapcraft.example')).toEqual([
      'help@tapcraft.example',
    ]);
  });

  it('pages and posts write operator addresses only as src/data/site.ts has them', () => {
    const stray: string[] = [];
    for (const dir of ['docs', 'blog']) {
      for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
        if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
          const file = path.join(entry.parentPath, entry.name);
          for (const address of strayOperatorAddresses(readFileSync(file, 'utf8'))) {
            stray.push(`${file}: ${address}`);
          }
        }
      }
    }
    expect(stray).toEqual([]);
  });
});

describe('what pages promise of customer service and the QQ groups', () => {
  const filled = {
    serviceEmail: 'service@tapcraft.example',
    servicePhone: '400-000-0000',
    serviceWeChat: 'tapcraft_service',
    serviceHours: '09:00 to 21:00',
  };

  it('names only the channels the settings hold', () => {
    expect(serviceChannelNames()).toBe('email');
    expect(serviceChannelNames({...filled, serviceWeChat: '[WeChat ID]'})).toBe(
      'email, phone and service hours',
    );
    expect(serviceChannelNames(filled)).toBe('email, phone, WeChat and service hours');
  });

  it('shows a Number column only while a group has its number', () => {
    expect(qqGroupTable(qqGroups).showNumbers).toBe(false);
    const [first, ...rest] = qqGroups;
    const oneSet = qqGroupTable([{...first!, number: '123456789'}, ...rest]);
    expect(oneSet.showNumbers).toBe(true);
    expect(oneSet.rows[0]!.number).toBe('123456789');
    expect(oneSet.rows[1]!.number).toBeUndefined();
  });

  it('no page promises a channel of the contact page by hand', () => {
    const promise =
      /contact page[^.]*\b(?:lists|shows|has)\b[^.{]*\b(?:phone|WeChat|service hours)\b/i;
    expect(promise.test('The contact page lists the phone number, WeChat and service hours.')).toBe(
      true,
    );
    const found: string[] = [];
    for (const dir of ['docs', 'blog']) {
      for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
        if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
          const file = path.join(entry.parentPath, entry.name);
          readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              if (promise.test(line)) found.push(`${file}:${index + 1}`);
            });
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('legalDateText', () => {
  it('writes an ISO date as the legal pages do', () => {
    expect(legalDateText('2026-11-27')).toBe('27 November 2026');
    expect(legalDateText('2025-03-01')).toBe('1 March 2025');
  });

  it('refuses a date in another form with a clear message', () => {
    expect(() => legalDateText('27.11.2026')).toThrow(
      'legal dates are written YYYY-MM-DD; got 27.11.2026',
    );
    expect(() => legalDateText('2026-13-01')).toThrow('got 2026-13-01');
  });

  it('has a date for every legal page', () => {
    for (const date of Object.values(legalDates)) expect(legalDateText(date)).toMatch(/ \d{4}$/);
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
