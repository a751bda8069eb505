import {readFileSync} from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext, Page} from '@playwright/test';

import type {OfflineManifest, OfflineSize} from '../../core/offline/files';
import {DOWNLOAD_HEADER} from '../../core/offline/names';
import {startNginx} from '../../scripts/nginx.mjs';
import {product} from '../../src/data/site';
import {test, expect} from './fixtures';
import {changePageText, copyBuild, switchWorkerOff} from './offlineBuilds';
import {sitemapPaths} from './sitemap';

// The offline docs (plugins/offline) through nginx. Each test serves the
// build on a port of its own, so that it can stop the server ("offline":
// Playwright's setOffline does not reach a service worker's own requests)
// or serve another deployment at the same address.

const basePort = Number(process.env.TEST_PORT ?? 3210);
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const manifest = readJson<OfflineManifest>('build/offline/manifest.json');
const size = readJson<OfflineSize>('build/offline/size.json');

type Server = Awaited<ReturnType<typeof startNginx>>;

/** nginx on `port` serving `buildDir`; `stop` takes the site off the network. */
async function serve(port: number, buildDir = 'build'): Promise<Server> {
  return startNginx({port, name: 'offline-test', buildDir, stdio: 'ignore'});
}

/** Opens `url` and waits until the offline docs' worker controls the page. */
async function openWithWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The page registers the worker at the reader's first interaction.
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, {once: true}),
      );
    }
  });
}

/** The control at the foot of the docs sidebar. */
const control = (page: Page) => page.locator('.theme-doc-sidebar-container');

/** Downloads the docs with the control; returns the size it showed and the body bytes fetched. */
async function download(page: Page): Promise<{shown: string; bytes: number}> {
  let bytes = 0;
  const sizes: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    if (request.headers()[DOWNLOAD_HEADER.toLowerCase()]) {
      sizes.push(request.sizes().then((s) => void (bytes += s.responseBodySize)));
    }
  });
  await control(page).getByRole('button', {name: 'Download for offline'}).click();
  const offer = control(page).getByText(/^Every docs page in English/);
  await expect(offer).toBeVisible();
  const shown = /: ([\d.]+ MB)\.$/.exec((await offer.textContent())!)![1]!;
  await control(page).getByRole('button', {name: 'Download', exact: true}).click();
  await expect(control(page).getByRole('status')).toHaveText(/^Saved in this browser/, {
    timeout: 120_000,
  });
  await Promise.all(sizes);
  return {shown, bytes};
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

async function registrations(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** Stops the server, leaving the page first, so that nothing it still loads fails meanwhile. */
async function stopServing(page: Page, server: Server): Promise<void> {
  await page.goto('about:blank');
  await server.stop();
}

async function goOffline(context: BrowserContext, server: Server): Promise<void> {
  await context.setOffline(true);
  await server.stop();
}

/** The docs pages of the sitemap: the docs index and every page under it. */
const docsPaths = () => sitemapPaths().filter((p) => p === '/docs' || p.startsWith('/docs/'));

test.describe('offline docs', () => {
  test('the download lists every docs page of the sitemap, and no other page', () => {
    const docs = docsPaths();
    expect(manifest.pages.map((p) => decodeURI(p)).sort()).toEqual(docs.sort());
    expect(manifest.files.filter((f) => !/\.[a-z0-9]+$/i.test(f))).toEqual([]);
  });

  test('the worker and the download are revalidated on every visit; the CSP allows workers from the site only', async ({
    request,
  }) => {
    for (const url of ['/sw.js', '/offline/manifest.json', '/offline/size.json']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
    const csp = (await request.get('/docs/intro')).headers()['content-security-policy']!;
    expect(csp.split('; ').filter((d) => d.startsWith('worker-src'))).toEqual([
      "worker-src 'self'",
    ]);
  });

  test('a first visit registers no worker until the reader uses the page', async ({page}) => {
    await page.goto('/docs/android/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(2_000);
    expect(await registrations(page)).toBe(0);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => registrations(page)).toBe(1);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the control, open, passes axe in ${mode} mode; on a phone it ends the docs menu`, async ({
      page,
    }) => {
      await page.goto(`/docs/android/intro?docusaurus-theme=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const button = control(page).getByRole('button', {name: 'Download for offline'});
      // In the window, below the announcement bar, without scrolling.
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await button.click();
      await expect(control(page).getByText(/^Every docs page in English/)).toBeVisible();
      const results = await new AxeBuilder({page})
        .include('.theme-doc-sidebar-container')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      await page.setViewportSize({width: 390, height: 844});
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu.getByRole('button', {name: 'Download for offline'})).toBeVisible();
    });
  }

  test('after the download, offline: every docs page, search, links and Copy page work; other pages say offline', async ({
    page,
    context,
    allowConsole,
  }) => {
    test.setTimeout(300_000);
    const server = await serve(basePort + 2);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.origin,
      });
      await openWithWorker(page, `${server.origin}/docs/android/intro`);
      const {shown, bytes} = await download(page);
      // What the control showed is size.json, and the download fetched that many bytes (within 5 %).
      expect(shown).toBe(`${(size.bytes / 1e6).toFixed(1)} MB`);
      expect(Math.abs(bytes - size.bytes) / size.bytes).toBeLessThan(0.05);
      console.log(
        `offline download: ${size.files} files, ${size.bytes} B shown, ${bytes} B fetched`,
      );
      await goOffline(context, server);

      for (const docPath of docsPaths()) {
        const response = await page.goto(`${server.origin}${encodeURI(docPath)}`, {
          waitUntil: 'domcontentloaded',
        });
        expect(response?.status(), docPath).toBe(200);
        expect(await response?.text(), docPath).toContain(
          `rel=canonical href=${product.url}${docPath}`,
        );
      }

      await page.goto(`${server.origin}/docs/android/api/action`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('selector');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        readFileSync('build/docs/android/api/action.md', 'utf8'),
      );

      await page.locator('article').getByRole('link', {name: 'Selector'}).first().click();
      await expect(page).toHaveURL(/\/docs\/android\/api\/node\/selector/);
      await expect(page.locator('h1')).toContainText(/selector/i);

      // The page itself answers 503, which Chromium logs.
      allowConsole(/status of 503/);
      const notSaved = await page.goto(`${server.origin}/blog`);
      expect(notSaved?.status()).toBe(503);
      await expect(page.locator('h1')).toHaveText('You are offline');
      await expect(
        page.getByRole('link', {name: 'Save the docs to read them without a connection'}),
      ).toHaveAttribute('href', '/docs/android/devtools#read-these-docs-offline');
    } finally {
      await server.stop();
    }
  });

  test('a new deployment shows its page at the next navigation, over a downloaded copy', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const docPath = '/docs/android/devtools';
    const sentence = 'You can write Tapcraft scripts in three tools';
    const changed = 'You can write Tapcraft scripts in three places';
    const next = path.join('.tmp', `offline-next-${basePort}`);
    copyBuild(next);
    changePageText(next, docPath, sentence, changed);

    const port = basePort + 3;
    let server = await serve(port);
    try {
      await openWithWorker(page, `${server.origin}${docPath}`);
      await download(page);
      await expect(page.locator('article')).toContainText(sentence);
      await stopServing(page, server);
      server = await serve(port, next);
      await page.goto(`${server.origin}${docPath}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('article')).toContainText(changed);
      await expect(page.locator('article')).not.toContainText(sentence);
    } finally {
      await server.stop();
    }
  });

  test('switched off, the next worker deletes the caches and unregisters itself', async ({
    page,
  }) => {
    const off = path.join('.tmp', `offline-off-${basePort}`);
    copyBuild(off);
    switchWorkerOff(off);
    const port = basePort + 4;
    let server = await serve(port);
    try {
      await openWithWorker(page, `${server.origin}/docs/intro`);
      await page.goto(`${server.origin}/docs/android/intro`);
      expect(await cacheNames(page)).not.toEqual([]);
      await stopServing(page, server);
      server = await serve(port, off);
      await page.goto(`${server.origin}/docs/android/api/action`);
      await expect.poll(() => cacheNames(page), {timeout: 15_000}).toEqual([]);
      await expect.poll(() => registrations(page), {timeout: 15_000}).toBe(0);
      await page.goto(`${server.origin}/docs/intro`);
      await expect(page.locator('h1')).toHaveText(/writing for the tapcraft docs/i);
    } finally {
      await server.stop();
    }
  });

  test('with its caches cleared, the site works online', async ({page}) => {
    const server = await serve(basePort + 5);
    try {
      await openWithWorker(page, `${server.origin}/docs/intro`);
      await page.goto(`${server.origin}/docs/android/intro`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: server.origin,
        storageTypes: 'cache_storage',
      });
      expect(await cacheNames(page)).not.toContain('tapcraft-offline-v1-en-pages');
      await page.goto(`${server.origin}/docs/android/api/action`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1')).toHaveText('Actions');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('selector');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.locator('nav.navbar').getByRole('link', {name: 'About', exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/about\/us$/);
      await expect(control(page).getByRole('button', {name: 'Download for offline'})).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
