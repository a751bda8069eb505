import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {facts as englishFacts, type Facts} from '@tapcraft/data/facts';
import {shopItems} from '@tapcraft/data/shop';
import {facts as chineseFacts} from '@tapcraft/data/zh-Hans/facts';
import {contentFiles} from '../contentFiles';

// React pages take a fact's words from the facts in the page's language
// (useLocalFacts, src/data/zh-Hans/facts.ts), never from a translate() id of
// their own: two Chinese wordings of one fact drift apart. With the English
// `translate`, a page's own wording would show English beside the Chinese facts.
vi.mock('@docusaurus/Translate', () => import('../englishTranslate'));
const {cardCopy, kindTitle} = await import('../../src/pages/shop/_components/cards');
const {comparisonRows} = await import('../../src/pages/shop/_components/PlanComparison/rows');
const {shopGuides} = await import('../../src/pages/shop/_components/ShopGuides/guides');
const {shopFaq} = await import('../../src/pages/shop/_components/BuyerFaq/entries');
const {platformCopy} = await import('../../src/components/PlatformCards/copy');

const root = process.cwd();

const card = (id: string, facts: Facts) =>
  cardCopy(
    shopItems.find((item) => item.id === id)!,
    facts,
  );

describe.each([
  ['English', englishFacts],
  ['Chinese', chineseFacts],
])('words of the React pages, with the %s facts', (_language, facts) => {
  const {plans, supportByPlan, hid, systems, coins} = facts;

  it('the plan comparison shows the log history and reply times of the facts', () => {
    const row = (id: string) => comparisonRows(facts).find((r) => r.id === id)!.values;
    expect(row('log-history')).toEqual({
      free: plans.free.logHistory,
      vip: plans.vip.logHistory,
      studio: plans.studio.logHistory,
    });
    expect(row('support').free).toContain(supportByPlan.free.scripts);
    for (const plan of ['free', 'vip', 'studio'] as const) {
      expect(row('support')[plan]).toContain(supportByPlan[plan].customerServiceReply);
    }
  });

  it("the store's cards, sections and guides name the plans and the board as the facts do", () => {
    expect(card('free', facts).name).toBe(plans.free.name);
    expect(card('studio', facts).name).toBe(plans.studio.name);
    expect(card('studio', facts).includes.join(' ')).toContain(plans.studio.logHistory);
    expect(card('hid-board', facts).name).toBe(hid.productName);
    expect(card('hid-board-5', facts).name).toContain(hid.productName);
    expect(kindTitle('hid', facts)).toBe(hid.productName);
    expect(shopGuides(facts).find((guide) => guide.to === '/docs/shop/hid')?.title).toBe(
      hid.productName,
    );
  });

  it("the buyers' questions give the game-coin rules as the facts do", () => {
    const answer = shopFaq(facts)
      .find((entry) => entry.id === 'coins-expiry')!
      .answer.join(' ');
    for (const rule of [coins.buys, coins.doesNotBuy, coins.bonusRule]) {
      expect(answer).toContain(rule);
    }
  });

  it("the platform cards state each system's requirement as the facts do", () => {
    for (const platform of ['android', 'ios', 'windows'] as const) {
      expect(platformCopy(platform, facts).requirement).toContain(systems[platform]);
    }
    expect(platformCopy('windows', facts).bullets).toContain(systems.windows);
  });
});

describe('translation ids', () => {
  it('no source file words a fact through a translate id of its own (facts.*)', () => {
    const files = contentFiles(root, []).filter((file) => /^src\/.*\.tsx?$/.test(file));
    const wording = files.filter((file) =>
      /\bid(?::\s*|=)['"]facts\./.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(wording).toEqual([]);
  });

  it('i18n/zh-Hans/code.json keeps no facts.* id: their words are in src/data/zh-Hans/facts.ts', () => {
    const chinese = JSON.parse(
      readFileSync(path.join(root, 'i18n/zh-Hans/code.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(chinese).filter((id) => id.startsWith('facts.'))).toEqual([]);
  });
});
