import {test, expect} from './fixtures';

/**
 * Issue 19: between 997 px (where the desktop bar starts) and about 1190 px
 * the logo covered "Android", items ran into each other and the site name
 * was cut to "Tapc…". Every width here must show each bar item whole, side
 * by side, inside the window.
 */
const widths = [320, 390, 997, 1024, 1093, 1152, 1190, 1280, 1920];

type Box = {label: string; left: number; right: number; top: number; bottom: number};
type Layout = {boxes: Box[]; truncated: string[]; viewport: number};

test.describe('navbar layout', () => {
  for (const width of widths) {
    test(`no item overlaps, is cut off or leaves the window at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/android/intro');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const layout: Layout = await page.evaluate(() => {
        const visible = (el: Element) => {
          const rect = el.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        };
        // Brand, toggle and the top-level items of both sides, as laid out.
        const items = Array.from(
          document.querySelectorAll(
            '.navbar__inner .navbar__brand, .navbar__inner .navbar__toggle, .navbar__items > .navbar__item, .navbar__items > div:not(.navbar__item)',
          ),
        ).filter(visible);
        const boxes = items.map((el) => {
          const rect = el.getBoundingClientRect();
          return {
            label: (el.textContent || el.getAttribute('aria-label') || el.className).trim(),
            left: rect.left,
            right: rect.right,
            top: rect.top,
            bottom: rect.bottom,
          };
        });
        // Text cut off with an ellipsis or by overflow: the content is wider than its box.
        const truncated = Array.from(
          document.querySelectorAll('.navbar__inner .navbar__title, .navbar__inner .navbar__link'),
        )
          .filter(visible)
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent ?? '');
        return {boxes, truncated, viewport: document.documentElement.clientWidth};
      });

      expect(layout.truncated, 'navbar texts cut off').toEqual([]);
      expect(layout.boxes.length).toBeGreaterThan(1);
      for (const box of layout.boxes) {
        expect(box.left, `${box.label} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.label} ends inside the window`).toBeLessThanOrEqual(
          layout.viewport,
        );
      }
      for (const [index, a] of layout.boxes.entries()) {
        for (const b of layout.boxes.slice(index + 1)) {
          const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          expect(
            overlapX > 1 && overlapY > 1,
            `"${a.label}" and "${b.label}" overlap by ${overlapX.toFixed(1)} px`,
          ).toBe(false);
        }
      }
      // One row: every item sits within the bar's own height.
      const navbar = await page.locator('nav.navbar').boundingBox();
      for (const box of layout.boxes) {
        expect(box.bottom, `${box.label} stays in the bar`).toBeLessThanOrEqual(
          navbar!.y + navbar!.height + 1,
        );
      }
    });
  }

  test('"Video tutorials" is one link, to the video course hub', async ({page}) => {
    await page.goto('/');
    const links = page.locator('nav.navbar a', {hasText: /^Video tutorials$/});
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute('href', '/docs/teach/intro');
  });
});
