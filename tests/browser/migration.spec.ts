import {test, expect} from './fixtures';
import {attribute, elements} from './html';

// Migration guides, the glossary and the "also known as" line, all rendered
// from the aliases of the API model (src/data/api-aliases.ts).

const guides = [
  {path: '/docs/android/guide/migrate/autojs6', tool: 'AutoJs6', call: 'images.findColor'},
  {path: '/docs/android/guide/migrate/airtest', tool: 'Airtest', call: 'touch((x, y))'},
  {path: '/docs/android/guide/migrate/uiautomator2', tool: 'uiautomator2', call: 'd.app_start'},
  {path: '/docs/android/guide/migrate/appium', tool: 'Appium', call: 'driver.find_element'},
];

test.describe('migration guides', () => {
  for (const {path, tool, call} of guides) {
    test(`${tool}: every call of the table links to an entry that exists`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const table = page.locator('table', {has: page.locator('caption', {hasText: tool})});
      await expect(table.getByRole('rowheader', {name: call}).first()).toBeVisible();
      const links = await table
        .locator('tbody td a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(20);
      const pages = new Map<string, string>();
      for (const href of links) {
        const [pathname, anchor] = href.split('#');
        expect(anchor, href).toBeTruthy();
        if (!pages.has(pathname!)) {
          const response = await request.get(pathname!);
          expect(response.status(), pathname).toBe(200);
          pages.set(pathname!, await response.text());
        }
        const ids = elements(pages.get(pathname!)!, (node) => attribute(node, 'id') === anchor);
        expect(ids, `${href} has no element with id ${anchor}`).toHaveLength(1);
      }
    });
  }
});

test('an entry shows the names other tools and Chinese readers use for it', async ({page}) => {
  await page.goto('/docs/android/api/screen');
  await expect(page.locator('h3#find_color ~ div').first()).toContainText(
    'Also known as: images.findColor, images.findColorInRegion, images.findColorEquals (AutoJs6); 找色',
  );
  await page.goto('/docs/android/api/action');
  await expect(page.locator('h3#click ~ div').first()).toContainText(
    'd.click (uiautomator2); driver.tap (Appium); 点击',
  );
});

test('the glossary sends 找色 to its entry and 卡密 to its page', async ({page}) => {
  await page.goto('/docs/android/guide/migrate/glossary');
  const row = (term: string) =>
    page.getByRole('row').filter({has: page.getByText(term, {exact: true})});
  await expect(row('找色').getByRole('link')).toHaveAttribute(
    'href',
    '/docs/android/api/screen#find_color',
  );
  await expect(row('卡密').getByRole('link', {name: 'Card keys'})).toHaveAttribute(
    'href',
    '/docs/android/guide/app_card',
  );
  await row('多点找色').getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/android\/api\/screen#find_colors$/);
});
