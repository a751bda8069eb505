import AxeBuilder from '@axe-core/playwright';
import {readFileSync} from 'node:fs';

import {product} from '@tapcraft/data/site';
import {test, expect} from './fixtures';

// The "Copy page" menu beside the title of docs and blog posts (src/components/CopyPageMenu).

const DOC = '/docs/android/api/action';
const TWIN = `${DOC}.md`;

test.describe('Copy page', () => {
  test('copies the text the twin serves, and nothing leaves the page before a pick', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // Every request but the prefetches of linked pages, which the browser makes when idle.
    const requests: string[] = [];
    page.on('request', (r) => r.resourceType() !== 'other' && requests.push(r.url()));

    await page.getByRole('button', {name: 'Copy page'}).click();
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await expect(menu).toBeVisible();
    // Opening loads the menu's own code from this site, nothing else.
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/js\/copy-page-menu\.[0-9a-f]{8}\.js$/),
    ]);
    expect(requests.every((url) => url.startsWith(baseURL!))).toBe(true);

    await menu.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
      'Copied the page as Markdown.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(`build${TWIN}`, 'utf8'));
    expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  });

  test('works from the keyboard: arrows move, Escape closes and gives the focus back', async ({
    page,
  }) => {
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const item = (name: string) => page.getByRole('menuitem', {name});
    await expect(item('Copy as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('View as Markdown')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Open in Claude')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Copy as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Open in Claude')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Tab out of an open menu closes it too.
    await page.keyboard.press('Enter');
    await expect(item('Copy as Markdown')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a refused clipboard says so and offers the Markdown to copy by hand', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
      navigator.clipboard.write = refuse;
      navigator.clipboard.writeText = refuse;
    });
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    const status = page.getByRole('status').filter({hasText: 'did not allow'});
    await expect(status).toHaveText(
      'The browser did not allow copying. View as Markdown and copy the text there.',
    );
    await expect(status.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      TWIN,
    );
  });

  test('when its code cannot load, the button says so and links the Markdown', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/copy-page-menu|ERR_FAILED|Loading chunk/);
    await page.context().route(/copy-page-menu\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Copy page'}).click();
    const alert = page.getByRole('alert').filter({hasText: 'menu did not load'});
    await expect(alert).toHaveText('The menu did not load. View as Markdown');
    await expect(alert.getByRole('link')).toHaveAttribute('href', TWIN);
  });

  test('View as Markdown leads to the twin; the assistants get a prompt naming its address', async ({
    page,
    request,
  }) => {
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Copy page'}).click();
    const twinUrl = `${product.url}${TWIN}`;
    for (const [name, base] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ] as const) {
      const link = page.getByRole('menuitem', {name});
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(base);
      expect(href.searchParams.get('q')).toContain(twinUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const view = page.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', TWIN);
    expect((await request.get(TWIN)).headers()['content-type']).toMatch(/^text\/markdown/);
  });

  test('sits beside the title of docs and posts, not on lists of posts', async ({page}) => {
    for (const path of ['/docs/intro', '/docs/android/api/screen', '/blog/long-blog-post']) {
      await page.goto(path);
      const title = page.getByRole('heading', {level: 1});
      const button = page.getByRole('button', {name: 'Copy page'});
      const [titleBox, buttonBox] = [await title.boundingBox(), await button.boundingBox()];
      // Level with the first line of the title, at its right.
      expect(buttonBox!.y, path).toBeLessThan(titleBox!.y + 40);
      expect(buttonBox!.x, path).toBeGreaterThan(titleBox!.x);
    }
    await page.goto('/blog');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`open, it passes axe in ${mode} mode and fits a 320 px screen`, async ({page}) => {
      await page.setViewportSize({width: 320, height: 640});
      for (const path of [DOC, '/blog/mdx-blog-post']) {
        await page.goto(`${path}?docusaurus-theme=${mode}`);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await page.getByRole('button', {name: 'Copy page'}).click();
        await expect(page.getByRole('menu')).toBeVisible();
        const results = await new AxeBuilder({page})
          .include('.dropdown--show')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBe(0);
        const menuBox = await page.getByRole('menu').boundingBox();
        expect(menuBox!.x, path).toBeGreaterThanOrEqual(0);
        expect(menuBox!.x + menuBox!.width, path).toBeLessThanOrEqual(320);
      }
    });
  }
});
