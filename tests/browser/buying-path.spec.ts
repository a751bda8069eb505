import {test, expect} from './fixtures';
import {sitemapPaths} from './sitemap';
import {placeholderSettings} from '../../src/config/release';
import * as settings from '@tapcraft/data/site';
import {isPlaceholder} from '@tapcraft/data/site';

test.describe('buying path', () => {
  test('the home page links the HID board page and the store in its content', async ({page}) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.locator('a[href="/hidboard"]').first()).toBeVisible();
    await expect(main.locator('a[href="/shop"]').first()).toBeVisible();
  });

  test('the HID docs link the HID board page and the store', async ({page}) => {
    for (const path of ['/docs/shop/hid', '/docs/android/esp32']) {
      await page.goto(path);
      const article = page.locator('article');
      await expect(article.locator('a[href="/hidboard"]').first(), path).toBeVisible();
      await expect(article.locator('a[href="/shop"]').first(), path).toBeVisible();
    }
  });
});

/** The [bracketed] values of the settings module, as a visitor would read them. */
const placeholders = (() => {
  const values: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (isPlaceholder(value)) values.push(value.trim());
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(settings);
  return values;
})();

test.describe('placeholder settings', () => {
  test('the settings module still has placeholders for this test to look for', () => {
    // Once every value is real, tests/unit/release-settings.test.ts checks the filled-in case.
    expect(placeholderSettings(settings).length).toBeGreaterThan(0);
    expect(placeholders).toContain(settings.company.name);
  });

  test('no page of the sitemap shows one to a visitor', async ({request}) => {
    test.setTimeout(120_000);
    const shown: string[] = [];
    for (const path of sitemapPaths()) {
      const response = await request.get(encodeURI(path));
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const value of placeholders) {
        if (html.includes(value)) shown.push(`${path}: ${value}`);
      }
    }
    expect(shown).toEqual([]);
  });
});
