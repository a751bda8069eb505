import {readFileSync} from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

import {test, expect} from './fixtures';
import {attribute, elements} from './html';

// What the API model renders on the built site (plugins/api-reference).

test.describe('API reference from the model', () => {
  test('the Android Selector shows iOS as available, linked to the iOS entry', async ({page}) => {
    await page.goto('/docs/android/api/node/selector');
    const meta = page.locator('h3#Selector ~ div').first();
    const ios = meta.getByRole('link', {name: 'iOS'});
    await expect(ios).toHaveAttribute('href', '/docs/ios/api/node#Selector');
    await expect(meta).not.toContainText('iOS (not available)');
    await expect(meta).toContainText('Windows (not available)');
    await ios.click();
    await expect(page).toHaveURL(/\/docs\/ios\/api\/node#Selector$/);
    await expect(
      page.locator('h3#Selector ~ div').first().getByRole('link', {name: 'Android'}),
    ).toBeVisible();
  });

  test('click shows the release that added it on each platform', async ({page}) => {
    for (const path of [
      '/docs/android/api/action',
      '/docs/ios/api/action',
      '/docs/windows/action',
    ]) {
      await page.goto(path);
      await expect(page.locator('h3#click ~ div').first(), path).toContainText(
        'Since Android 1.0 · iOS 2.0 · Windows 3.0',
      );
    }
  });

  test('an API page opens with the table of its members', async ({page}) => {
    await page.goto('/docs/android/api/action');
    const table = page.locator('table', {
      has: page.locator('caption', {hasText: 'In this module'}),
    });
    const firstSection = page.locator('article h2').first();
    expect(
      await table.evaluate(
        (t, h) => t.compareDocumentPosition(h!) & Node.DOCUMENT_POSITION_FOLLOWING,
        await firstSection.elementHandle(),
      ),
    ).toBeTruthy();
    await expect(table.getByRole('link', {name: 'double_click'})).toHaveAttribute(
      'href',
      '#double_click',
    );
    await expect(table.getByRole('row', {name: /long_click/})).toContainText('Android, iOS');
  });

  test('the availability table puts the same call on every platform on one row', async ({page}) => {
    await page.goto('/docs/android/guide/api');
    const table = page.locator('table', {
      has: page.locator('caption', {hasText: 'app.application · application'}),
    });
    const launch = table.getByRole('row', {name: /^launch/});
    await expect(launch.getByRole('link', {name: 'launch on Android'})).toHaveAttribute(
      'href',
      '/docs/android/api/app/application#launch',
    );
    await expect(launch.getByRole('link', {name: 'launch on iOS'})).toHaveAttribute(
      'href',
      '/docs/ios/api/application#launch',
    );
  });

  test('the changelog lists what 1.5 added, with a feed', async ({page, request}) => {
    await page.goto('/docs/changelog');
    const release = page.locator('section', {has: page.locator('h2#release-1-5')});
    await expect(release.getByRole('link', {name: 'find_image'})).toHaveAttribute(
      'href',
      '/docs/android/api/screen#find_image',
    );
    await expect(release.getByRole('link', {name: 'ocr', exact: true})).toBeVisible();
    await expect(page.locator('.table-of-contents')).toContainText('1.5');
    const feed = await request.get('/docs/changelog.atom');
    expect(feed.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    expect(await feed.text()).toContain('#release-1-5');
  });

  test('/api/tapcraft.json follows its schema and every url points at an anchor that exists', async ({
    request,
  }) => {
    const response = await request.get('/api/tapcraft.json');
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const data = await response.json();
    const schema = JSON.parse(readFileSync('build/api/tapcraft.schema.json', 'utf8'));
    const ajv = new Ajv({allErrors: true});
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(data), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(data.entries.length).toBeGreaterThan(800);

    const anchorsOf = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const {url} of [...data.entries, ...data.modules] as Array<{url: string}>) {
      const [path, anchor] = url.split('#') as [string, string | undefined];
      if (!anchorsOf.has(path)) {
        const page = await request.get(path);
        expect(page.status(), path).toBe(200);
        const ids = elements(await page.text(), (node) => attribute(node, 'id') !== undefined);
        anchorsOf.set(path, new Set(ids.map((node) => attribute(node, 'id')!)));
      }
      if (anchor && !anchorsOf.get(path)!.has(anchor)) missing.push(url);
    }
    expect(missing).toEqual([]);
  });
});
