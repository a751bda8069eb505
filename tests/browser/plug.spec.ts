import type {Page} from '@playwright/test';

import {test, expect} from './fixtures';
import {plugins, type Plugin} from '@tapcraft/data/plugins';
import {
  emptyFilter,
  filterPlugins,
  type PluginFilter,
  type SearchablePlugin,
} from '../../src/pages/plug/_components/filterPlugins';

// The page renders the full list on the server and applies the URL query
// after hydration, so every test waits for hydration before it checks cards
// or touches a control.
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const categorySelect = (page: Page) => page.getByLabel('Category', {exact: true});
const platformSelect = (page: Page) => page.getByLabel('Platform', {exact: true});
const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search plug-ins'});
const status = (page: Page) => page.locator('main').getByRole('status');
const cards = (page: Page) => page.locator('main [data-plugin-id]');

let words: Array<Plugin & SearchablePlugin> | undefined;

/** The plug-ins with the name and summary the unfiltered gallery shows, read once. */
async function shownPlugins(page: Page): Promise<Array<Plugin & SearchablePlugin>> {
  if (!words) {
    const gallery = await page.context().newPage();
    await open(gallery, '/plug');
    const shown = await cards(gallery).evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-plugin-id'),
        name: el.querySelector('h3')!.textContent!,
        summary: el.querySelector('.card__body p')!.textContent!,
      })),
    );
    await gallery.close();
    words = plugins.map((plugin) => {
      const {name, summary} = shown.find((card) => card.id === plugin.id)!;
      return {...plugin, name, summary};
    });
  }
  return words;
}

async function expected(page: Page, filter: Partial<PluginFilter>): Promise<string[]> {
  const list = filterPlugins(await shownPlugins(page), {...emptyFilter, ...filter});
  return list.map((plugin) => plugin.id);
}

async function expectCards(page: Page, ids: string[]): Promise<void> {
  await expect
    .poll(() =>
      cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-plugin-id'))),
    )
    .toEqual(ids);
}

test.describe('plug-in gallery', () => {
  test('shows every plug-in without a query', async ({page}) => {
    await open(page, '/plug');
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expectCards(page, await expected(page, {}));
    await expect(status(page)).toHaveText(`Showing all ${plugins.length} plug-ins.`);
    await expect(categorySelect(page)).toHaveValue('');
    await expect(platformSelect(page)).toHaveValue('');
  });

  test('choosing a category updates the URL query and the cards', async ({page}) => {
    await open(page, '/plug');
    const vision = await expected(page, {category: 'vision'});
    expect(vision.length).toBeGreaterThan(0);
    expect(vision.length).toBeLessThan(plugins.length);

    await categorySelect(page).selectOption('vision');
    await expect(page).toHaveURL(/\/plug\/?\?category=vision$/);
    await expectCards(page, vision);
    await expect(status(page)).toContainText(`${vision.length} of ${plugins.length}`);
    await expect(categorySelect(page)).toHaveValue('vision');
  });

  test('a filter change keeps focus and scroll position', async ({page}) => {
    // Docusaurus resets focus to the top of the page on every push navigation;
    // the gallery must put focus back on the control the visitor used.
    await page.setViewportSize({width: 1280, height: 500});
    await open(page, '/plug');
    await categorySelect(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);

    await categorySelect(page).focus();
    await categorySelect(page).selectOption('network');
    await expect(page).toHaveURL(/\?category=network$/);
    await expectCards(page, await expected(page, {category: 'network'}));
    await expect(categorySelect(page)).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
  });

  test('a shared URL shows the same filtered view', async ({page}) => {
    const ids = await expected(page, {category: 'vision', q: 'qr'});
    expect(ids.length).toBeGreaterThan(0);
    await open(page, '/plug?category=vision&q=qr');
    await expectCards(page, ids);
    await expect(categorySelect(page)).toHaveValue('vision');
    await expect(searchBox(page)).toHaveValue('qr');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectCards(page, ids);
    await expect(searchBox(page)).toHaveValue('qr');
  });

  test('back and forward restore the previous filter', async ({page}) => {
    await open(page, '/plug');
    await categorySelect(page).selectOption('input');
    await expect(page).toHaveURL(/\?category=input$/);
    await platformSelect(page).selectOption('ios');
    await expect(page).toHaveURL(/\?category=input&platform=ios$/);
    await expectCards(page, await expected(page, {category: 'input', platform: 'ios'}));

    await page.goBack();
    await expect(page).toHaveURL(/\?category=input$/);
    await expect(platformSelect(page)).toHaveValue('');
    await expect(categorySelect(page)).toHaveValue('input');
    await expectCards(page, await expected(page, {category: 'input'}));

    await page.goBack();
    await expect(page).toHaveURL(/\/plug\/?$/);
    await expect(categorySelect(page)).toHaveValue('');
    await expectCards(page, await expected(page, {}));

    await page.goForward();
    await expect(page).toHaveURL(/\?category=input$/);
    await expectCards(page, await expected(page, {category: 'input'}));
  });

  test('the free-text search narrows the list', async ({page}) => {
    await open(page, '/plug');
    const ids = await expected(page, {q: 'webhook'});
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(plugins.length);

    await searchBox(page).fill('webhook');
    await expectCards(page, ids);
    await expect(page).toHaveURL(/\?q=webhook$/);

    // Typed key by key, the text must survive the URL updates.
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially('GP colour', {delay: 30});
    await expect(searchBox(page)).toHaveValue('GP colour');
    await expectCards(page, await expected(page, {q: 'GP colour'}));
    await expect(page).toHaveURL(/\?q=GP\+colour$/);
  });

  test('an empty result explains itself and clears the filters', async ({page}) => {
    await open(page, '/plug?category=gp&platform=windows');
    await expectCards(page, []);
    await expect(status(page)).toContainText(`0 of ${plugins.length}`);
    await expect(page.getByText('No plug-in matches these filters.')).toBeVisible();

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(page).toHaveURL(/\/plug\/?$/);
    await expectCards(page, await expected(page, {}));
    await expect(categorySelect(page)).toHaveValue('');
    await expect(platformSelect(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
  });

  test('an unknown category or platform in the URL is ignored', async ({page}) => {
    const category = encodeURIComponent('<script>alert(1)</script>');
    await open(page, `/plug?category=${category}&platform=linux`);
    await expectCards(page, await expected(page, {}));
    await expect(categorySelect(page)).toHaveValue('');
    await expect(platformSelect(page)).toHaveValue('');
    await expect(status(page)).toHaveText(`Showing all ${plugins.length} plug-ins.`);
    await expect(page.locator('main script')).toHaveCount(0);
  });

  test('markup in the search query is shown as text', async ({page}) => {
    const payload = '<img src=x onerror="window.__pluginXss=1">';
    await open(page, `/plug?q=${encodeURIComponent(payload)}`);
    await expect(searchBox(page)).toHaveValue(payload);
    await expect(page.getByTestId('plugin-empty')).toContainText(payload);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    const injected = await page.evaluate(
      () => (window as unknown as {__pluginXss?: number}).__pluginXss,
    );
    expect(injected).toBeUndefined();
  });

  test('each card links to its docs page', async ({page}) => {
    await open(page, '/plug');
    for (const plugin of plugins) {
      const card = page.locator(`main [data-plugin-id="${plugin.id}"]`);
      await expect(card.getByRole('heading', {level: 3})).toHaveText(/\S/);
      await expect(card.getByRole('link', {name: /^Docs:/})).toHaveAttribute('href', plugin.docs);
    }
  });
});
