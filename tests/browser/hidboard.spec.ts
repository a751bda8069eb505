import {test, expect} from './fixtures';
import {facts} from '@tapcraft/data/facts';
import {product, shopLinks} from '@tapcraft/data/site';

test.describe('HID board page', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/hidboard');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('has exactly one h1', async ({page}) => {
    const h1 = page.getByRole('heading', {level: 1});
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(`${product.name} ${facts.hid.productName}`);
    await expect(page).toHaveTitle(`${facts.hid.productName} | ${product.name}`);
  });

  test('shows the specifications table', async ({page}) => {
    await expect(page.getByRole('heading', {level: 2, name: 'Specifications'})).toBeVisible();
    const table = page.getByRole('table', {name: 'HID board specifications'});
    await expect(table).toBeVisible();
    for (const label of [
      'Chip',
      'Wireless',
      'Power',
      'Range',
      'Status LED',
      'Reset button',
      'Size',
      'Weight',
    ]) {
      await expect(table.getByRole('rowheader', {name: label, exact: true})).toHaveCount(1);
    }
    for (const fact of [
      facts.hid.chip,
      facts.hid.wireless,
      `USB-C, ${facts.hid.supplyVolts} V`,
      `${facts.hid.supplyMinAmps} A`,
      `About ${facts.hid.rangeMeters} m`,
      facts.hid.bluetoothName,
    ]) {
      await expect(table).toContainText(fact);
    }
  });

  test('the pairing diagram names its parts in text, and images have alt text and a size', async ({
    page,
  }) => {
    const diagram = page.getByRole('figure', {name: /connects/});
    await expect(diagram).toHaveCount(1);
    await expect(diagram).toContainText(/USB-C.*Bluetooth.*hid_click/);

    // Every image on the page has alt text and explicit dimensions.
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('alt', /\S/);
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
  });

  test('the purchase link goes to the HID shop page', async ({page}) => {
    const buy = page.getByRole('link', {name: /^Buy the HID board/});
    await expect(buy.first()).toBeVisible();
    const links = await buy.all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', shopLinks.hid);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('links to the tutorial, the shop guide and the API', async ({page}) => {
    for (const href of ['/docs/android/esp32', '/docs/shop/hid', '/docs/android/api/action/hid']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('lists Android and iOS as supported and Windows as not', async ({page}) => {
    await expect(page.locator('[data-platform="android"]')).toContainText('Supported');
    await expect(page.locator('[data-platform="ios"]')).toContainText('AssistiveTouch');
    await expect(page.locator('[data-platform="windows"]')).toContainText('Not supported');
  });
});
