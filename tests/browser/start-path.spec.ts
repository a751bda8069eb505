import type {Page} from '@playwright/test';

import {test, expect} from './fixtures';
import {GET_STARTED_LABEL, getStartedDocs} from '../../src/config/getStarted';

const urlOf = (id: string) => `/docs/${id}`;

async function paginationLink(page: Page, label: 'Next' | 'Previous') {
  const nav = page.getByRole('navigation', {name: /docs pages/i});
  return nav.locator('a.pagination-nav__link', {hasText: label});
}

for (const [platform, ids] of Object.entries(getStartedDocs)) {
  const urls = ids.map(urlOf);

  test.describe(`${platform} start path`, () => {
    test('the sidebar leads with Get started, open, in the order install, IDE, first script', async ({
      page,
    }) => {
      await page.goto(urls[1]!);
      const sidebar = page.locator('nav.menu').first();
      const first = sidebar.locator(':scope > ul > li').first();
      await expect(first.locator(':scope > div .menu__link').first()).toHaveText(GET_STARTED_LABEL);
      await expect(first).not.toHaveClass(/menu__list-item--collapsed/);
      const links = first.locator(':scope > ul a.menu__link');
      await expect(links).toHaveCount(urls.length);
      for (const [i, url] of urls.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', url);
      }
    });

    test('Next and Previous walk the same path, then lead on to a guide', async ({page}) => {
      for (const [i, url] of urls.entries()) {
        await page.goto(url);
        const previous = await paginationLink(page, 'Previous');
        const next = await paginationLink(page, 'Next');
        if (i === 0) await expect(previous).toHaveCount(0);
        else await expect(previous).toHaveAttribute('href', urls[i - 1]!);
        if (i < urls.length - 1) {
          await expect(next).toHaveAttribute('href', urls[i + 1]!);
        } else {
          // After the first script come the guides, not the API reference.
          await expect(next).toHaveAttribute('href', new RegExp(`^/docs/${platform}/`));
          await expect(next).not.toHaveAttribute('href', /\/api\//);
        }
      }
    });
  });
}

test('the 404 page sends readers to the docs hub, not the writers’ guide', async ({
  page,
  allowConsole,
}) => {
  // Chromium logs every 404 document load as a console error.
  allowConsole(/status of 404/);
  await page.goto('/docs/no-such-page');
  await expect(page.locator('main a[href="/docs/intro"]')).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('link', {name: /All documentation/})
    .click();
  await expect(page).toHaveURL(/\/docs$/);
  // The hub leads to each platform's own index, and that to its Get started.
  for (const [platform, ids] of Object.entries(getStartedDocs)) {
    await page.goto('/docs');
    await page.locator(`main a[href="/docs/${platform}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${platform}$`));
    await expect(page.locator(`main a[href="${urlOf(ids[0]!)}"]`).first()).toBeVisible();
  }
});
