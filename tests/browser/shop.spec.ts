import {test, expect} from './fixtures';
import {shopItems, type ShopKind} from '../../src/data/shop';
import {shopLinks} from '../../src/data/site';

const kinds: ShopKind[] = ['vip', 'coins', 'hid'];

test.describe('store front', () => {
  test('shows VIP, coin and HID cards', async ({page}) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    for (const kind of kinds) {
      const expected = shopItems.filter((item) => item.kind === kind).length;
      await expect(page.locator(`article[data-kind="${kind}"]`), kind).toHaveCount(expected);
    }
  });

  test('every buy link opens the configured store page of its kind', async ({page}) => {
    await page.goto('/shop');
    for (const kind of kinds) {
      const links = page.locator(`article[data-kind="${kind}"] a`);
      const count = await links.count();
      expect(count, `${kind} buy links`).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', shopLinks[kind]);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    }
    const store = page.getByRole('link', {name: /open the store/i});
    await expect(store).toHaveAttribute('href', shopLinks.store);
    await expect(store).toHaveAttribute('target', '_blank');
  });

  test('never shows a price, only a pointer to the store', async ({page}) => {
    await page.goto('/shop');
    const paid = page.locator('article[data-kind]', {hasText: 'See price in store'});
    await expect(paid).toHaveCount(shopItems.filter((item) => item.price === '[price]').length);
    await expect(page.locator('main')).not.toContainText('[price]');
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
