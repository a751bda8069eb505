import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {test, expect} from './fixtures';
import {apiPlatformLabels, apiPlatforms} from '@tapcraft/data/platforms-api';
import {answerQueries, type AnswerQuery} from '../search/answerQueries';

/*
 * Answer cards (issue 32) on the built site: every query of the fixed set
 * (tests/search/answerQueries.ts) on /search and in the modal, the card
 * naming its entry or none showing; the card's signature, since and
 * platforms as /api/tapcraft.json has them; keyboard and colour modes.
 */

const card = (page: Page) => page.locator('[data-answer-card]');
const input = (page: Page) => page.locator('.DocSearch-Input');

type ExportedEntry = {id: string; signature: string; since: Record<string, string>};

async function searchPage(page: Page, {query, platform}: AnswerQuery) {
  const params = new URLSearchParams({q: query, ...(platform && {platform})});
  await page.goto(`/search?${params}`);
  // The index loads first: slow when other jobs keep both cores busy.
  await expect(page.getByText(/documents? found|No results/)).toBeVisible({timeout: 15_000});
}

/** The card's platform line as the model's `since` reads: `Android 1.0`, `iOS 2.0`. */
const sinceLine = (entry: ExportedEntry) =>
  apiPlatforms
    .filter((platform) => entry.since[platform])
    .map((platform) => `${apiPlatformLabels[platform]} ${entry.since[platform]}`);

test.describe('answer cards on /search', () => {
  let model = new Map<string, ExportedEntry>();
  test.beforeAll(async ({browser}) => {
    const page = await browser.newPage({baseURL: test.info().project.use.baseURL});
    const {entries} = (await (await page.request.get('/api/tapcraft.json')).json()) as {
      entries: ExportedEntry[];
    };
    model = new Map(entries.map((entry) => [entry.id, entry]));
    await page.close();
  });

  for (const query of answerQueries) {
    const where = query.platform ? ` on ${query.platform}` : '';
    test(`${JSON.stringify(query.query)}${where} → ${query.entry ?? 'no card'}`, async ({page}) => {
      await searchPage(page, query);
      if (query.entry === null) {
        await expect(card(page)).toHaveCount(0);
        return;
      }
      await expect(card(page)).toHaveAttribute('data-answer-card', query.entry);
      // Above the hits, inside the main landmark, named for assistive technology.
      await expect(page.getByRole('main').getByRole('region', {name: /^Answer: /})).toBeVisible();
      const entry = model.get(query.entry)!;
      await expect(card(page).locator('pre').first()).toHaveText(entry.signature);
      await expect(card(page).locator('ul > li')).toHaveText(sinceLine(entry));
    });
  }
});

test.describe('answer cards in the modal', () => {
  /** Where the modal opens: a platform's docs give it that platform's filter. */
  const startPage = {
    all: '/',
    android: '/docs/android/api/screen',
    ios: '/docs/ios/api/screen',
    windows: '/docs/windows/screen',
  };
  for (const platform of ['all', ...apiPlatforms] as const) {
    const queries = answerQueries.filter((q) => (q.platform ?? 'all') === platform);
    if (queries.length === 0) continue;
    test(`${queries.length} queries with the modal opened on ${startPage[platform]}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(startPage[platform]);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.keyboard.press('Control+k');
      for (const {query, entry} of queries) {
        await input(page).fill('');
        await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
        await input(page).fill(query);
        await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
        if (entry === null) await expect(card(page), query).toHaveCount(0);
        else await expect(card(page), query).toHaveAttribute('data-answer-card', entry);
      }
    });
  }

  test('an alias leads with the translation; the link is reached by Tab and opens the entry', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await input(page).fill('images.findColor');
    const shown = card(page);
    await expect(shown.locator('p').first()).toHaveText(
      /^AutoJs6 images\.findColor\(.*\) → find_color\(…\): .+/,
    );
    // The card comes before the hits in the modal, so it is before them in Tab order too.
    const more = shown.getByRole('link', {name: /in the reference/});
    const box = await shown.boundingBox();
    const firstHit = await page.locator('.DocSearch-Hit').first().boundingBox();
    expect(box!.y).toBeLessThan(firstHit!.y);
    await more.focus();
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/android\/api\/screen#find_color$/);
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  });

  test("inside iOS docs after 'Search all pages', the iOS entry shows first", async ({page}) => {
    await page.goto('/docs/ios/api/screen');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await input(page).fill('find_colors');
    await page.getByRole('button', {name: 'Search all pages'}).click();
    await expect(card(page)).toHaveAttribute('data-answer-card', 'tapcraft.ios.screen.find_colors');
    await expect(card(page).getByRole('link', {name: /^Android /})).toHaveAttribute(
      'href',
      '/docs/android/api/screen#find_colors',
    );
  });
});

test('a first visit loads no card code and no card file', async ({page}) => {
  const scripts: string[] = [];
  const cardFiles: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('answer-cards')) cardFiles.push(response.url());
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/docs/android/api/screen');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(cardFiles).toEqual([]);
  // The matcher's call-reading pattern (core/search/answers.ts, nameKey), as the minifier keeps it.
  expect(scripts.filter((source) => source.includes('[(),=.[\\]]'))).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the card passes axe in ${mode} mode`, async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('d.click')}&docusaurus-theme=${mode}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(card(page)).toBeVisible();
    const results = await new AxeBuilder({page})
      .include('[data-answer-card]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
