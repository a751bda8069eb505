import type {Page} from '@playwright/test';

import {test, expect} from './fixtures';
import {sitemapPaths} from './sitemap';
import {product} from '@tapcraft/data/site';

// Every page of the sitemap, through the production nginx server, after
// hydration, at a desktop and a phone width. The shared fixture fails a test
// on any console error or warning.

const paths = sitemapPaths();

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {__csp: string[]}).__csp);
}

for (const [label, viewport] of [
  ['desktop', {width: 1280, height: 800}],
  ['phone', {width: 390, height: 844}],
] as const) {
  test.describe(`crawl at ${label} width`, () => {
    test.use({viewport});
    test.beforeEach(async ({page}) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as {__csp: string[]}).__csp = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
    });

    for (const path of paths) {
      test(path, async ({page}) => {
        const response = await page.goto(encodeURI(path));
        expect(response?.status()).toBe(200);
        // The API overview renders a table of every function: give hydration time.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
          timeout: 20_000,
        });
        await expect(page.getByText('This page crashed.')).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/^\S.* \| Tapcraft$/);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(decodeURI(canonical ?? '')).toBe(`${product.url}${path === '/' ? '/' : path}`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim().length ?? 0).toBeGreaterThan(20);
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  });
}
