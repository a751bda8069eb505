import {describe, expect, it, vi} from 'vitest';

import {
  buyLink,
  priceOf,
  pricePlaceholder,
  shopItems,
  shopKinds,
  type ShopKind,
} from '@tapcraft/data/shop';
import {facts} from '@tapcraft/data/facts';
import {externalUrls, shopLinks} from '@tapcraft/data/site';
import {readRoutes} from '../routes';

// The cards' words as the English store shows them.
vi.mock('@docusaurus/Translate', () => import('../englishTranslate'));
const {badgeText, cardCopy, priceText} = await import('../../src/pages/shop/_components/cards');
const {comparisonPlans, comparisonRows} =
  await import('../../src/pages/shop/_components/PlanComparison/rows');
const {shopFaq} = await import('../../src/pages/shop/_components/BuyerFaq/entries');
const {shopGuides} = await import('../../src/pages/shop/_components/ShopGuides/guides');

const kinds: ShopKind[] = ['vip', 'coins', 'hid'];

/** Every contract route, served or still pending: the only internal link targets. */
const allowedRoutes = (() => {
  const {delivered, pending} = readRoutes();
  return new Set([...delivered, ...pending]);
})();

function expectUniqueIds(ids: string[]): void {
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  expect(duplicates).toEqual([]);
}

function expectText(value: string): void {
  expect(value.trim()).not.toBe('');
  expect(value).not.toMatch(/\b(TODO|TBD|FIXME|lorem ipsum)\b/i);
}

function expectInternalRoute(to: string): void {
  expect(to).toMatch(/^\/[a-z0-9/_-]*$/);
  expect(to.length === 1 || !to.endsWith('/'), `${to} has a trailing slash`).toBe(true);
  expect(allowedRoutes.has(to), `${to} is not a contract route`).toBe(true);
}

describe('src/data/shop.ts: product cards', () => {
  it('has unique kebab-case ids', () => {
    const ids = shopItems.map((item) => item.id);
    expectUniqueIds(ids);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('uses only the three kinds, and each kind has cards', () => {
    for (const item of shopItems) {
      expect(kinds).toContain(item.kind);
    }
    for (const kind of kinds) {
      expect(shopItems.filter((item) => item.kind === kind).length, kind).toBeGreaterThan(0);
    }
    expect(shopKinds).toEqual(kinds);
  });

  it('lists the five plans, four coin packs and two hardware items', () => {
    const idsOf = (kind: ShopKind) =>
      shopItems.filter((item) => item.kind === kind).map((item) => item.id);
    expect(idsOf('vip')).toEqual(['free', 'vip-monthly', 'vip-quarterly', 'vip-yearly', 'studio']);
    expect(idsOf('coins')).toEqual(['coins-100', 'coins-500', 'coins-1000', 'coins-5000']);
    expect(idsOf('hid')).toEqual(['hid-board', 'hid-board-5']);
  });

  it.each(shopItems.map((item) => [item.id, item] as const))(
    '%s has its words, none empty',
    (_id, item) => {
      const copy = cardCopy(item, facts);
      expectText(copy.name);
      expectText(copy.summary);
      expectText(copy.cta);
      expect(copy.includes.length).toBeGreaterThan(0);
      expectUniqueIds(copy.includes);
      for (const line of copy.includes) {
        expectText(line);
      }
      if (item.badge !== undefined) {
        expectText(badgeText(item.badge));
      }
    },
  );

  it.each(shopItems.map((item) => [item.id, item] as const))(
    '%s links to the configured shop page of its kind',
    (id, item) => {
      if (id === 'free') {
        // Nothing to buy: the Free plan's button gets the app.
        expect(item.href).toBe(externalUrls.downloads);
        return;
      }
      const configured: string[] = Object.values(shopLinks);
      expect(configured).toContain(item.href);
      expect(item.href).toBe(shopLinks[item.kind]);
      expect(item.href).toBe(buyLink(item.kind));
    },
  );

  it.each(shopItems.map((item) => [item.id, item] as const))(
    '%s carries the price placeholder, never a price',
    (_id, item) => {
      if (item.id === 'free') {
        expect(item.price).toBe('free');
      } else {
        expect(item.price).toBe(pricePlaceholder);
      }
      expect(pricePlaceholder).toBe('[price]');
      // No amounts of money anywhere on a card.
      const copy = cardCopy(item, facts);
      const text = [copy.name, copy.summary, copy.cta, ...copy.includes].join(' ');
      expect(text).not.toMatch(/[¥$€£]|\b(CNY|RMB|yuan)\b/i);
    },
  );
});

describe('src/data/shop.ts: prices and VIP lengths', () => {
  const monthly = shopItems.find((item) => item.id === 'vip-monthly')!;
  const free = shopItems.find((item) => item.id === 'free')!;

  it('shows the price the settings hold for a card, and points to the store otherwise', () => {
    expect(priceOf(monthly, {'vip-monthly': '¥39'})).toBe('¥39');
    expect(priceOf(monthly, {'vip-yearly': '¥299'})).toBeUndefined();
    expect(priceOf(free, {free: '¥1'})).toBeUndefined();
    expect(priceText(monthly, {'vip-monthly': '¥39'})).toBe('¥39');
    expect(priceText(monthly, {})).toBe('See price in store');
    expect(priceText(free, {free: '¥1'})).toBe('No charge');
  });

  it('gives the three VIP lengths their months and a name on the switch, and no other card', () => {
    const lengths = shopItems.filter((item) => item.months !== undefined);
    expect(lengths.map((item) => [item.id, item.months])).toEqual([
      ['vip-monthly', 1],
      ['vip-quarterly', 3],
      ['vip-yearly', 12],
    ]);
    for (const item of lengths) expectText(cardCopy(item, facts).period ?? '');
  });
});

describe('src/data/shop.ts: VIP comparison', () => {
  it('compares Free, VIP and Studio', () => {
    expect(comparisonPlans).toEqual(['free', 'vip', 'studio']);
  });

  it('has unique rows with a cell for every plan', () => {
    expectUniqueIds(comparisonRows(facts).map((row) => row.id));
    for (const row of comparisonRows(facts)) {
      expectText(row.feature);
      for (const plan of comparisonPlans) {
        expectText(row.values[plan]);
      }
    }
  });

  it('covers devices, every VIP-only feature, workspaces and support', () => {
    expect(comparisonRows(facts).map((row) => row.id)).toEqual(
      expect.arrayContaining([
        'devices',
        'models',
        'plugin-store',
        'schedules',
        'workspaces',
        'support',
      ]),
    );
  });

  it('agrees with the product facts', () => {
    const row = (id: string) => comparisonRows(facts).find((r) => r.id === id)?.values;
    expect(row('devices')?.free).toBe('Up to 3');
    expect(row('devices')?.vip).toBe('Unlimited');
    expect(row('models')).toEqual({free: 'No', vip: 'Yes', studio: 'Yes'});
    expect(row('plugin-store')).toEqual({free: 'No', vip: 'Yes', studio: 'Yes'});
    expect(facts.plans.free.schedules).toBe(0);
    expect(row('schedules')?.free).toBe('No');
    expect(row('schedules')?.vip).toContain(String(facts.plans.vip.schedules));
  });
});

describe('src/data/shop.ts: buyers FAQ and guides', () => {
  it('has six to eight questions with unique ids', () => {
    expect(shopFaq(facts).length).toBeGreaterThanOrEqual(6);
    expect(shopFaq(facts).length).toBeLessThanOrEqual(8);
    expectUniqueIds(shopFaq(facts).map((entry) => entry.id));
  });

  it.each(shopFaq(facts).map((entry) => [entry.id, entry] as const))(
    '%s has a question, an answer and a valid link',
    (_id, entry) => {
      expectText(entry.question);
      expect(entry.question.endsWith('?')).toBe(true);
      expect(entry.answer.length).toBeGreaterThan(0);
      for (const paragraph of entry.answer) {
        expectText(paragraph);
      }
      if (entry.link !== undefined) {
        expectText(entry.link.label);
        expectInternalRoute(entry.link.to);
      }
    },
  );

  it('links the VIP, coin, HID and user-agreement pages', () => {
    const targets = shopGuides(facts).map((guide) => guide.to);
    expect(targets).toEqual([
      '/docs/shop/vip',
      '/docs/shop/b',
      '/docs/shop/hid',
      '/docs/about/doc/userprotocol',
    ]);
    for (const guide of shopGuides(facts)) {
      expectText(guide.title);
      expectText(guide.summary);
      expectInternalRoute(guide.to);
    }
  });
});
