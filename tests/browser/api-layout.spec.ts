import {test, expect} from './fixtures';

/**
 * Issue 19: on a phone the four-column parameter table squeezed the
 * description until it was cut off, long signatures scrolled sideways and
 * hid the return type, and the first platform badge sat higher than the rest.
 */
const apiPages = [
  '/docs/android/api/screen',
  '/docs/android/api/screen/canny',
  '/docs/android/api/file',
];

test.describe('API entries on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 700}});

  for (const path of apiPages) {
    test(`${path}: nothing overflows, every description is at least 200 px wide`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
        timeout: 20_000,
      });
      const report = await page.evaluate(() => {
        const article = document.querySelector('article')!;
        const right = article.getBoundingClientRect().right;
        // Parts of an entry wider than the article, or scrolling inside it.
        const overflowing = Array.from(
          article.querySelectorAll(
            // Parameter lists, signatures and the module's member table (the one with a caption).
            '.api-params, .api-params dl > div, .api-signature pre, table:has(> caption)',
          ),
        )
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.right > right + 1 || el.scrollWidth > el.clientWidth + 1;
          })
          .map((el) => `${el.className}: ${el.textContent?.slice(0, 60)}`);
        const descriptionWidths = Array.from(article.querySelectorAll('.api-params dd')).map(
          (el) => el.getBoundingClientRect().width,
        );
        return {
          overflowing,
          descriptionWidths,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(report.pageOverflow).toBeLessThanOrEqual(0);
      expect(report.descriptionWidths.length).toBeGreaterThan(0);
      expect(Math.min(...report.descriptionWidths)).toBeGreaterThanOrEqual(200);
      expect(report.overflowing).toEqual([]);
    });
  }
});

test.describe('API entries on a desktop', () => {
  test('the return type of a long signature is in view without scrolling', async ({page}) => {
    await page.goto('/docs/android/api/screen/canny');
    const signature = page.locator('.api-signature pre').first();
    await expect(signature).toContainText(') -> Image: ...');
    expect(await signature.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
      0,
    );
  });

  test('a function without parameters gets a sentence, not a table', async ({page}) => {
    await page.goto('/docs/android/api/file');
    const entry = page.locator('article');
    await expect(entry.getByText('takes no parameters.').first()).toBeVisible();
    // Every parameter table became a list or, with no parameters, its sentence.
    await expect(entry.locator('th', {hasText: /^Parameter$/})).toHaveCount(0);
  });

  test('a type such as `str | None` stays on one line', async ({page}) => {
    await page.goto('/docs/android/api/screen');
    const types = page.locator('.api-param__type code');
    expect(await types.count()).toBeGreaterThan(0);
    const lineCounts = await types.evaluateAll((elements) =>
      elements.map((el) => el.getClientRects().length),
    );
    expect(Math.max(...lineCounts)).toBe(1);
  });

  test('platform badges sit on one line, top-aligned', async ({page}) => {
    await page.goto('/docs/android/api/screen');
    const tops = await page
      .locator('ul[aria-label="Platforms"]')
      .first()
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(0.5);
  });
});
