import {test, expect} from './fixtures';
import {readRoutes} from '../routes';

// Loads every delivered page in Chromium and waits for hydration; the shared
// fixture fails the test on any console error, warning or uncaught exception.
const pages = readRoutes().delivered.filter((route) => !route.includes('?'));

test.describe('pages render without console problems', () => {
  for (const route of pages) {
    test(route, async ({page}) => {
      const response = await page.goto(encodeURI(route), {waitUntil: 'load'});
      expect(response?.status()).toBe(200);
      await expect(page.locator('main').first()).toBeVisible();
      // Hydration done: the colour toggle only works once React has taken over.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.waitForLoadState('networkidle');
    });
  }
});
