import {test, expect} from './fixtures';
import {shopItems, type ShopKind} from '@tapcraft/data/shop';
import {externalUrls, shopLinks} from '@tapcraft/data/site';

/** Cards on /shop: one per item, except that the VIP lengths share one card. */
const cardsOf = (kind: ShopKind) =>
  shopItems.filter((item) => item.kind === kind && item.months === undefined).length +
  (shopItems.some((item) => item.kind === kind && item.months !== undefined) ? 1 : 0);

const kinds: ShopKind[] = ['vip', 'coins', 'hid'];

test.describe('store front', () => {
  test('shows VIP, coin and HID cards', async ({page}) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    for (const kind of kinds) {
      await expect(page.locator(`article[data-kind="${kind}"]`), kind).toHaveCount(cardsOf(kind));
    }
  });

  test('every buy link opens the configured store page of its kind', async ({page}) => {
    await page.goto('/shop');
    for (const kind of kinds) {
      const links = page.locator(`article[data-kind="${kind}"]:not([data-item="free"]) a`);
      const count = await links.count();
      expect(count, `${kind} buy links`).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', shopLinks[kind]);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    }
    await expect(page.locator('article[data-item="free"] a')).toHaveAttribute(
      'href',
      externalUrls.downloads,
    );
    const store = page.getByRole('link', {name: /open the store/i});
    await expect(store).toHaveAttribute('href', shopLinks.store);
    await expect(store).toHaveAttribute('target', '_blank');
  });

  test('points to the store for prices the settings do not hold', async ({page}) => {
    // src/data/site.ts holds no prices yet (shopPrices); tests/unit/shop-data.test.ts
    // checks that a price there shows instead.
    await page.goto('/shop');
    const visiblePrices = page.locator('article[data-kind] p:visible', {
      hasText: /^See price in store$/,
    });
    await expect(visiblePrices).toHaveCount(
      ['vip', 'coins', 'hid'].reduce((sum, kind) => sum + cardsOf(kind as ShopKind), 0) - 1,
    );
    await expect(page.locator('main')).not.toContainText('[price]');
  });

  test('one VIP card switches between the lengths, before and after hydration', async ({page}) => {
    await page.goto('/shop');
    const vip = page.locator('article[data-item="vip"]');
    const periods = shopItems.filter((item) => item.months !== undefined);
    for (const item of periods) {
      const input = `input[type="radio"][value="${item.id}"]`;
      const radio = vip.locator(input);
      await vip
        .locator('label', {has: page.locator(input)})
        .locator('span')
        .click();
      await expect(radio).toBeChecked();
      const buttons = vip.getByRole('link', {name: /^Buy VIP/});
      await expect(buttons.filter({visible: true})).toHaveCount(1);
      await expect(vip.locator(`[data-period="${item.id}"]`).getByRole('link')).toBeVisible();
    }
  });

  test('plan cards line up: equal heights, prices and buttons on one line', async ({page}) => {
    await page.goto('/shop');
    const cards = page.locator('[data-shop-section="vip"] article');
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const button = Array.from(card.querySelectorAll('a.button')).find((a) =>
          a.checkVisibility(),
        )!;
        const box = (el: Element) => el.getBoundingClientRect();
        return {
          height: box(card).height,
          buttonTop: box(button).top,
          buttonHeight: box(button).height,
        };
      }),
    );
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(Math.abs(box.height - boxes[0]!.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.buttonTop - boxes[0]!.buttonTop)).toBeLessThanOrEqual(1);
      // One line of label: a button no taller than the first one.
      expect(box.buttonHeight).toBeLessThanOrEqual(boxes[0]!.buttonHeight + 1);
    }
  });

  test('has the VIP comparison table with a header row', async ({page}) => {
    await page.goto('/shop');
    const table = page.getByRole('table', {name: /free, vip and studio/i});
    await expect(table).toBeVisible();
    const header = table.locator('thead tr');
    await expect(header).toHaveCount(1);
    for (const plan of ['Free', 'VIP', 'Studio']) {
      await expect(header.getByRole('columnheader', {name: plan, exact: true})).toBeVisible();
    }
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(4);
  });

  test('FAQ answers open with the keyboard', async ({page}) => {
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const first = page.locator('main details').first();
    await expect(first).not.toHaveAttribute('open', '');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    for (const href of [
      '/docs/shop/vip',
      '/docs/shop/b',
      '/docs/shop/hid',
      '/docs/about/doc/userprotocol',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('stacks the cards on a 320 px screen without sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await page.goto('/shop');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('VMOS partner page', () => {
  test('has one h1 and links to the activity terms and the sharing guide', async ({page}) => {
    await page.goto('/vmos');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/VMOS/);
    await expect(page.locator('a[href="/docs/about/activity/vmos"]').first()).toBeVisible();
    await expect(page.locator('a[href="/docs/vmoshd/share"]').first()).toBeVisible();
  });

  test('the illustration has alt text and a fixed size', async ({page}) => {
    await page.goto('/vmos');
    const image = page.locator('img[src$="/img/vmos/vmos-overview.svg"]');
    await expect(image).toHaveAttribute('alt', /VMOS/);
    await expect(image).toHaveAttribute('width', '520');
    await expect(image).toHaveAttribute('height', '380');
    await expect(image).toBeVisible();
  });
});
