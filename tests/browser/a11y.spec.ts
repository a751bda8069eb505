import AxeBuilder from '@axe-core/playwright';

import {test, expect} from './fixtures';

// One page of every template, in both colour modes, against WCAG 2.1 A and AA.
const templates: Record<string, string> = {
  home: '/',
  doc: '/docs/android/intro',
  'API doc': '/docs/android/api/action',
  'migration guide': '/docs/android/guide/migrate/autojs6',
  glossary: '/docs/android/guide/migrate/glossary',
  'generated index': '/docs/category/tutorial---basics',
  'docs index': '/docs',
  diagrams: '/docs/android/devtools/webide',
  'blog list': '/blog',
  post: '/blog/long-blog-post',
  'tag page': '/blog/tags/android',
  archive: '/blog/archive',
  shop: '/shop',
  hidboard: '/hidboard',
  plug: '/plug',
  vmos: '/vmos',
  search: '/search?q=click',
  'not found': '/no-such-page',
};

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    // axe checks every element: on the API page (about 2,900) that took 27 s
    // while other jobs kept both cores busy, near the default 30 s limit.
    test.describe.configure({timeout: 90_000});
    for (const [template, path] of Object.entries(templates)) {
      test(template, async ({page, allowConsole}) => {
        allowConsole(/status of 404/);
        const separator = path.includes('?') ? '&' : '?';
        await page.goto(`${path}${separator}docusaurus-theme=${mode}`);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}

test.describe('keyboard', () => {
  test('the skip link moves focus to the main content', async ({page}) => {
    await page.goto('/docs/android/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The theme focuses <main> and lets it go again, which leaves the
    // keyboard's starting point there: the next Tab lands inside the content.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('main')),
    );
    expect(focusedInMain).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')))).toBe(
      false,
    );
  });

  test('the search modal keeps focus inside and Escape returns it', async ({page}) => {
    await page.goto('/docs/android/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    const modal = page.locator('.DocSearch-Modal');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('click');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('the mobile menu opens, is navigable and closes without a mouse', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/android/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    const sidebar = page.locator('.navbar-sidebar');
    const focusInside = () => sidebar.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    // On a docs page the menu opens on the section's sidebar; go back to the
    // main menu and on to the iOS section with the keyboard alone.
    // Tabs until a link or button whose own text is `text` has the focus.
    const tabTo = async (text: RegExp) => {
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          return element?.matches('a, button') ? (element.textContent?.trim() ?? '') : '';
        });
        if (text.test(focused)) return;
      }
      throw new Error(`Tab never reached ${text}`);
    };
    await tabTo(/Back to main menu$/);
    await page.keyboard.press('Enter');
    await expect(sidebar.locator('.navbar-sidebar__item').first()).toBeVisible();
    await tabTo(/^iOS$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/ios\/intro$/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
