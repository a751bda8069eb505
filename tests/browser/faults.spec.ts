import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {firstVisitFiles, gzipBytesByKind} from '../../scripts/firstVisitBytes.mjs';
import {test, expect, recordIndexRequests} from './fixtures';
import {localeConfigs, translatedLocales} from '@tapcraft/data/locales';
import {company} from '@tapcraft/data/site';

test.describe('faults', () => {
  test.describe('without the offline worker', () => {
    // The offline docs' worker serves chunks it has kept, so a failing network
    // would not reach the page; this is what a reader without it gets.
    test.use({serviceWorkers: 'block'});

    test('a chunk that fails to load on client navigation causes a full reload', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(
        /Failed to load resource|ChunkLoadError|Loading chunk|preload|Service Worker registration blocked/i,
      );
      await page.goto('/docs/android/intro');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const documents: string[] = [];
      page.on(
        'request',
        (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname),
      );
      let blocked = 0;
      // Fail every script request until the page reloads: the navigation's chunks,
      // and any prefetch of them that idle time starts first (which would
      // otherwise take the one failure and leave the navigation's request to pass).
      await page
        .context()
        .route(/\/assets\/js\/.*\.js$/, (route) =>
          documents.length === 0 ? (blocked++, route.abort('failed')) : route.continue(),
        );
      await page.locator('nav.navbar').getByRole('link', {name: 'About', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/about\/us$/);
      await expect(page.locator('h1')).toHaveText(/about/i);
      expect(blocked).toBeGreaterThan(0);
      expect(documents).toContain('/docs/about/us');
    });
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

/**
 * First-visit JS and CSS of stock Docusaurus 3.10.2 (classic preset, Faster
 * on) holding this site's Markdown twins as its docs and blog, in bytes
 * gzipped as below: `/docs/android/intro` and `/blog/long-blog-post`.
 * `npm run bench:build -- --bytes` measures them again (UPGRADING.md,
 * "Budgets").
 */
const STOCK_DOC = {js: 209_965, css: 14_756};
const STOCK_BLOG_POST = {js: 201_262, css: 14_756};

type ByteBudget = {kind: string; path: string; js: number; css: number};

/** Issue 31's budget for the search index of each locale, as postbuild gzips it (UPGRADING.md, "Search"). */
const SEARCH_INDEX_GZIP_BUDGET = 350_000;

/**
 * What a first visit to each kind of page may load (JS and CSS, gzip): at
 * least 5 % above what it loads today, and for the kinds stock Docusaurus
 * has too, a multiple of stock's bytes. UPGRADING.md ("Budgets") has the
 * measured bytes beside each budget.
 */
const BYTE_BUDGETS: ByteBudget[] = [
  {kind: 'home page', path: '/', js: 170_500, css: 26_700},
  {kind: 'doc', path: '/docs/android/intro', js: STOCK_DOC.js * 0.93, css: STOCK_DOC.css * 1.81},
  {
    kind: 'API page',
    path: '/docs/android/api/action',
    js: STOCK_DOC.js * 0.96,
    css: STOCK_DOC.css * 1.81,
  },
  {
    kind: 'blog post',
    path: '/blog/long-blog-post',
    js: STOCK_BLOG_POST.js * 0.95,
    css: STOCK_BLOG_POST.css * 1.81,
  },
  {kind: 'shop', path: '/shop', js: 162_500, css: 26_700},
];

test.describe('byte budgets', () => {
  for (const budget of BYTE_BUDGETS) {
    test(`a first visit to the ${budget.kind} stays within its JS and CSS budgets (gzip)`, async ({
      page,
    }) => {
      const indexRequests = recordIndexRequests(page);
      const files = await firstVisitFiles(page, budget.path);
      const {js, css} = gzipBytesByKind('build', files);
      console.log(`${budget.path} first visit: JS ${js} B gzip, CSS ${css} B gzip`);
      expect(indexRequests, 'search index on page load').toEqual([]);
      expect(
        files.filter((file) => /docsearch-modal|copy-page-menu/.test(file)),
        'the search modal’s styles or the Copy page menu on page load',
      ).toEqual([]);
      expect(js).toBeLessThanOrEqual(Math.round(budget.js));
      expect(css).toBeLessThanOrEqual(Math.round(budget.css));
      // What nginx sends is the precompressed copy the build wrote next to each file.
      for (const file of files.filter((f) => statSync(path.join('build', f)).size >= 1024)) {
        const source = path.join('build', file);
        expect(gunzipSync(readFileSync(`${source}.gz`)).equals(readFileSync(source)), file).toBe(
          true,
        );
      }
    });
  }

  test("each locale's search index is within 350,000 B gzipped", () => {
    const folders = ['', ...translatedLocales.map((locale) => localeConfigs[locale].path)].map(
      (prefix) => path.join('build', prefix, 'assets', 'search'),
    );
    for (const folder of folders) {
      const files = readdirSync(folder).filter((name) =>
        /^search-index\.\w+\.json\.gz$/.test(name),
      );
      expect(files, folder).toHaveLength(1);
      const bytes = statSync(path.join(folder, files[0]!)).size;
      console.log(`${folder}/${files[0]}: ${bytes} B`);
      expect(bytes, files[0]).toBeLessThanOrEqual(SEARCH_INDEX_GZIP_BUDGET);
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
