import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';

import {test, expect, recordIndexRequests} from './fixtures';
import {company} from '@tapcraft/data/site';

test.describe('faults', () => {
  test('a chunk that fails to load on client navigation causes a full reload', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource|ChunkLoadError|Loading chunk|preload/i);
    await page.goto('/docs/android/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const documents: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname),
    );
    let blocked = 0;
    // Fail the first script request the navigation makes; later ones (after the reload) pass.
    await page.route(/\/assets\/js\/.*\.js$/, (route) =>
      blocked++ === 0 ? route.abort('failed') : route.continue(),
    );
    await page.locator('nav.navbar').getByRole('link', {name: 'About', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/about\/us$/);
    await expect(page.locator('h1')).toHaveText(/about/i);
    expect(blocked).toBeGreaterThan(0);
    expect(documents).toContain('/docs/about/us');
  });

  test('pages carry their content without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    for (const [path, text] of [
      ['/', 'Tapcraft'],
      ['/docs/android/api/action', 'click'],
      ['/blog/long-blog-post', 'Air Click'],
      ['/shop', 'VIP'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main').first()).toContainText(text);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${company.copyrightYear}`);
    }
    // Code arrives highlighted from the build; no script colours it.
    await page.goto('/docs/android/api/action');
    const keyword = page.locator('pre .token.keyword').first();
    await expect(keyword).toHaveText(/^(def|from|import|if|return)$/);
    expect(await keyword.evaluate((node) => getComputedStyle(node).color)).not.toBe(
      await page
        .locator('pre .token.plain, pre .token-line')
        .first()
        .evaluate((node) => getComputedStyle(node).color),
    );
    await context.close();
  });

  test('a malformed hash is ignored, also on Back after a table-of-contents click', async ({
    page,
  }) => {
    await page.goto('/docs/intro#%E0%A4');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/#.+/);
    await page.goBack();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });

  test("offline, search says it cannot load in the button's place, and recovers online", async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource|ChunkLoadError|Loading (CSS )?chunk/i);
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    const unavailable = page.getByRole('button', {name: /search offline/i});
    await expect(unavailable).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/search offline/i);
    await unavailable.click();
    await expect(unavailable).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('button', {name: 'Search'})).toBeVisible();
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  });

  test('the type-stub wheel downloads from every page that offers it', async ({page}) => {
    for (const path of [
      '/docs/android/guide/api',
      '/docs/android/devtools/vscode',
      '/docs/android/devtools/pycharm',
      '/docs/ios/devtools',
    ]) {
      await page.goto(path);
      const link = page.getByRole('link', {name: /^tapcraft_stubs-.*\.whl$/});
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename(), path).toMatch(
        /^tapcraft_stubs-[\d.]+-py3-none-any\.whl$/,
      );
      expect(await download.failure(), path).toBeNull();
    }
  });

  test('pages work when storage is blocked', async ({page, allowConsole}) => {
    allowConsole(/browser storage is not available/i);
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        // Configurable, as the browsers' own storage properties are.
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      }
    });
    for (const path of ['/', '/docs/android/api/action', '/plug', '/blog']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
    }
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('selector');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
});

// Byte budgets: deterministic, measured from what a first visit executes.
// Prefetches of linked pages (resource type "other") are left out: the browser
// fetches them when idle, and skips them on slow connections or data saver.
// Both are the quality-gates issue's targets (this page is the heaviest doc),
// plus 1.5 KB for the API model's member table and badge data on API pages,
// which the page imports as JSON (issue 18), plus 1.2 KB for issue 23: the
// "also known as" line of each entry (about 300 B on this page) and the
// routes and sidebar entries of the four migration guides and the glossary,
// which every doc page loads (680 B on /docs/android/intro). This page loads
// 181,383 B without them and 182,510 B with them, on the same main. Then
// about 300 B for issues 19 and 22: the MCP page's route and sidebar entry
// (89 B), the navbar's Shop and Community menus and the settings module's
// placeholder helpers; 182,809 B after those merges. Then 190,472 B with
// issue 30's index pages for every docs folder (182,431 B on the same main
// without them): 4.5 KB of it the docs metadata every doc page loads (the
// descriptions of the docs that the 23 new generated indexes list as cards,
// and the bar_docs sidebar), 3 KB the routes of the 35 new pages in main
// and runtime~main. CSS: 25,238 B with the link card, the diagram and the
// stacked-table styles (24,307 B before). Budgets: those plus about 2 %.
const FIRST_VISIT_JS_BYTES = 194_300;
const FIRST_VISIT_CSS_BYTES = 25_750;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;

test.describe('byte budgets', () => {
  test('a first visit to an API page stays within the JS and CSS ceilings (gzip)', async ({
    page,
  }) => {
    const files = new Set<string>();
    const indexRequests = recordIndexRequests(page);
    page.on('response', (r) => {
      const url = new URL(r.url());
      const type = r.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && /\.(js|css)$/.test(url.pathname)) {
        files.add(url.pathname);
      }
    });
    await page.goto('/docs/android/api/action');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const bytes = (ext: string) =>
      [...files]
        .filter((f) => f.endsWith(ext))
        .reduce((sum, f) => sum + gzipBytes(path.join('build', f)), 0);
    const js = bytes('.js');
    const css = bytes('.css');
    console.log(`first visit: JS ${js} B gzip, CSS ${css} B gzip, ${files.size} files`);
    expect(indexRequests, 'search index on page load').toEqual([]);
    expect(
      [...files].some((f) => f.includes('docsearch-modal')),
      'modal styles on page load',
    ).toBe(false);
    expect(
      [...files].some((f) => f.includes('copy-page-menu')),
      'the Copy page menu on page load',
    ).toBe(false);
    expect(js).toBeLessThanOrEqual(FIRST_VISIT_JS_BYTES);
    expect(css).toBeLessThanOrEqual(FIRST_VISIT_CSS_BYTES);
    // What nginx sends is the precompressed copy the build wrote next to each file.
    const large = [...files].filter((f) => statSync(path.join('build', f)).size >= 1024);
    for (const file of large) {
      const source = path.join('build', file);
      expect(gunzipSync(readFileSync(`${source}.gz`)).equals(readFileSync(source)), file).toBe(
        true,
      );
    }
  });

  test('no image is over 100 KB', () => {
    const images: Array<[string, number]> = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(entry.name))
          images.push([full, statSync(full).size]);
      }
    };
    walk('build');
    expect(images.length).toBeGreaterThan(10);
    expect(images.filter(([, size]) => size > 100 * 1024)).toEqual([]);
  });
});
