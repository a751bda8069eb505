import type {Page, Request} from '@playwright/test';

import {test, expect, recordIndexRequests} from './fixtures';
import {searchSuggestions} from '@tapcraft/data/searchSuggestions';

/** Every request the page makes; the test asserts none leaves this machine. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}

/** Run in the page or in a worker: whether that thread downloaded the index. */
const fetchedIndex = () =>
  performance.getEntriesByType('resource').some((e) => e.name.includes('search-index'));

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('search modal on the offline index', () => {
  test('Ctrl+K and "/" open the modal; the index loads when search first opens, once', async ({
    page,
  }) => {
    const indexRequests = recordIndexRequests(page);
    await openHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    expect(indexRequests, 'index fetched on page load').toEqual([]);

    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    // The modal's stylesheet comes with it, not with the page.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    // Dimmed, not blurred: a blur is repainted on every frame without a GPU.
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('backdrop-filter', 'none');
    await expect.poll(() => indexRequests.length, {message: 'index fetched on opening'}).toBe(1);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await input(page).fill('esp32');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
  });

  test('Enter on a hit lands on its heading anchor', async ({page}) => {
    const hosts = recordHosts(page);
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('hid_swipe');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect(href).toBe('/docs/android/api/action/hid#hid_swipe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = decodeURIComponent(href!.split('#')[1]!);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    expect([...hosts]).toEqual(['127.0.0.1']);
  });

  test('the index is fetched and built in the search worker, not on the page', async ({page}) => {
    await openHydrated(page, '/docs/intro');
    const indexRequests = recordIndexRequests(page);
    // Hovering the button starts the worker with the engine's code, not the index.
    const started = page.waitForEvent('worker');
    await page.hover('.DocSearch-Button');
    const worker = await started;
    expect(worker.url()).toMatch(/\/assets\/js\/search-worker\.[0-9a-f]+\.js$/);
    await page.waitForLoadState('networkidle');
    expect(indexRequests, 'index fetched before search opened').toEqual([]);

    await page.keyboard.press('Control+k');
    await input(page).fill('esp32');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await worker.evaluate(fetchedIndex)).toBe(true);
    expect(await page.evaluate(fetchedIndex)).toBe(false);
    expect(page.workers()).toHaveLength(1);
  });

  test('the scripts search loads ahead are compiled as they download', async ({page}) => {
    await openHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    const scripts = new Map<string, string>();
    // Requests in flight, by identity: one that began before the listener ends without counting.
    const pending = new Set<Request>();
    page.context().on('request', (request) => pending.add(request));
    page.context().on('requestfinished', async (request) => {
      const name = new URL(request.url()).pathname.split('/').pop()!;
      if (name.endsWith('.js')) scripts.set(name, await (await request.response())!.text());
      pending.delete(request);
    });
    // A prefetch the page cancels ends here, not in requestfinished.
    page.context().on('requestfailed', (request) => pending.delete(request));
    await page.hover('.DocSearch-Button');
    const named = (prefix: string) => [...scripts.keys()].filter((name) => name.startsWith(prefix));
    for (const group of ['search-modal.', 'search-worker.', 'search-engine.']) {
      await expect.poll(() => named(group), group).toHaveLength(1);
    }
    await expect.poll(() => pending.size).toBe(0);
    // Every script the hover brought (DocSearch's and MiniSearch's code too) has the hint.
    expect(scripts.size).toBeGreaterThan(3);
    for (const [name, body] of scripts) {
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), name).toBe(true);
    }
    // The scripts every page loads do not: compiling all of them up front would cost more.
    const main = page.locator('link[rel=preload][as=script][href*="/main."]');
    const mainScript = await page.request.get((await main.getAttribute('href'))!);
    expect(await mainScript.text()).not.toContain('allFunctionsCalledOnLoad');
  });

  test('where no worker can run, the page loads the index itself', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'Worker', {
        value: class {
          constructor() {
            throw new DOMException('Workers are blocked here.', 'SecurityError');
          }
        },
      });
    });
    await openHydrated(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await input(page).fill('hid_swipe');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      '/docs/android/api/action/hid#hid_swipe',
    );
    expect(await page.evaluate(fetchedIndex)).toBe(true);
    expect(page.workers()).toEqual([]);
  });

  test('"See all N results" opens /search with the same query and the same count', async ({
    page,
  }) => {
    const hosts = recordHosts(page);
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('script');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    const count = Number(/See all (\d+) results/.exec((await seeAll.textContent())!)![1]);
    expect(count).toBeGreaterThan(1);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=script$/);
    await expect(page.getByRole('searchbox')).toHaveValue('script');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
    const shown = Math.min(count, 50);
    // A title found on several platforms is one result holding a hit for each.
    await expect(page.locator('main [data-search-hit]')).toHaveCount(shown);
    expect([...hosts]).toEqual(['127.0.0.1']);
  });

  test('a Chinese query finds the Chinese-titled welcome post', async ({page}) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('欢迎');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    expect(decodeURI((await hit.getAttribute('href'))!)).toBe('/blog/欢迎');
  });

  test('a query with markup is shown as text and never runs', async ({page}) => {
    await openHydrated(page, '/');
    const payload = '<img src=x onerror="window.__searchXss=1">';
    await page.keyboard.press('Control+k');
    await input(page).fill(payload);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(payload);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as {__searchXss?: number}).__searchXss),
    ).toBeUndefined();
  });

  test('a nonsense query shows the no-results texts with a link to the forum', async ({page}) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('qwxzvbnmplk');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('Try searching for');
    await expect(noResults).toContainText('Believe this query should return results?');
    await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /forum\.tapcraft\.example\/search\?q=qwxzvbnmplk/,
    );
    // DocSearch 4.7 builds its own list as an object, which never has a
    // length, so it never shows it (ModalScreens.tsx renders ours). When this
    // fails, DocSearch shows its own: drop ours.
    await expect(
      noResults.locator('.DocSearch-NoResults-Prefill-List:not(.tapcraft-search-suggestions)'),
    ).toHaveCount(0);
    const suggestion = noResults.getByRole('link', {name: searchSuggestions[0]!, exact: true});
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${searchSuggestions[0]}$`));
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
  });

  test('an index that cannot be fetched shows the network error', async ({page, allowConsole}) => {
    // The aborted download, and the modal re-throwing the search error it received.
    allowConsole(/Failed to load resource|Unable to fetch the search index/i);
    await openHydrated(page, '/docs/intro');
    // The modal starts the index download as it opens: make that fail.
    await page
      .context()
      .route(/search-index\.[0-9a-f]+\.json$/, (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await input(page).fill('python');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
      'You might want to check your network connection.',
    );
    // DocSearch 4.7's own error screen does not stay: its autocomplete core
    // sets the status back to idle once the failed request settles
    // (ModalScreens.tsx renders ours). When this fails, DocSearch keeps its
    // own: drop ours.
    await expect(page.locator('.DocSearch-ErrorScreen:not(.tapcraft-search-error)')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Container')).not.toHaveClass(
      /DocSearch-Container--Errored/,
    );
  });
});

test.describe('search page', () => {
  test('shows up to 50 hits, then more on request', async ({page}) => {
    await openHydrated(page, '/search?q=tapcraft');
    const found = page.getByText(/\d+ documents found/);
    await expect(found).toBeVisible();
    const total = Number(/(\d+)/.exec((await found.textContent())!)![1]);
    await expect(page.locator('main [data-search-hit]')).toHaveCount(Math.min(total, 50));
    if (total > 50) {
      await page.getByRole('button', {name: 'Show more results'}).click();
      await expect(page.locator('main [data-search-hit]')).toHaveCount(Math.min(total, 100));
    }
  });

  test('hits on an index page link without a trailing slash', async ({page}) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('find_colors');
    await expect(
      page.locator('.DocSearch-Hit a[href="/docs/android/api/screen#find_colors"]'),
    ).not.toHaveCount(0);
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/docs/android/api/screen#find_colors');
    expect(hrefs.filter((href) => /\/(#|$)/.test(href) && href !== '/')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/android\/api\/screen#find_colors$/);
  });
});
