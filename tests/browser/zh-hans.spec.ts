import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

import {test, expect} from './fixtures';
import * as english from '@tapcraft/data/dataFlows';
import {facts as englishFacts, rangeText as englishRange} from '@tapcraft/data/facts';
import {legalDates, legalDateText as englishDate, product} from '@tapcraft/data/site';
import {dataFlows, retentionText} from '@tapcraft/data/zh-Hans/dataFlows';
import {facts, rangeText} from '@tapcraft/data/zh-Hans/facts';
import {legalDateText} from '@tapcraft/data/zh-Hans/site';

// The Simplified Chinese site through the production nginx server: the
// pages translated as examples, a sample of pages that are not, their
// notes, hreflang, search and the files assistants read.

const translated = ['/zh-Hans/docs/intro', '/zh-Hans/docs/android/intro'];
const untranslated = [
  '/zh-Hans/docs/android/guide/python',
  '/zh-Hans/docs/android/api/screen',
  '/zh-Hans/blog/欢迎',
  '/zh-Hans/',
  '/zh-Hans/shop',
  '/zh-Hans/search?q=找色',
];

/** Labels of the navbar and footer with two English words in a row (names such as `Android` are one). */
async function englishLabels(page: Page): Promise<string[]> {
  const labels = await page
    .locator('nav.navbar a, nav.navbar button, footer a, footer .footer__title')
    .allInnerTexts();
  return labels.filter((label) => /[A-Za-z]+\s+[A-Za-z]+/.test(label));
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(encodeURI(path));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

async function alternates(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    );
}

/** The hreflang links of a page written in its own locale only: itself, and nothing else. */
const onlyItself = (lang: string, path: string) => [
  `${lang} ${product.url}${path}`,
  `x-default ${product.url}${path}`,
];

const note = (page: Page) => page.locator('[role="note"].alert');

test.describe('Chinese pages', () => {
  for (const path of [...translated, ...untranslated]) {
    test(`${path}: one h1, lang, no English label in navbar or footer`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await englishLabels(page)).toEqual([]);
    });
  }

  for (const path of translated) {
    test(`${path}: reciprocal hreflang, no note`, async ({page}) => {
      await open(page, path);
      const english = path.replace('/zh-Hans', '');
      const pair = [`en ${product.url}${english}`, `zh-Hans ${product.url}${path}`];
      expect(await alternates(page)).toEqual(expect.arrayContaining(pair));
      await expect(note(page)).toHaveCount(0);
      await open(page, english);
      expect(await alternates(page)).toEqual(expect.arrayContaining(pair));
    });
  }

  test('an untranslated doc: English text under a Chinese note linking the English page, no hreflang', async ({
    page,
  }) => {
    await open(page, '/zh-Hans/docs/android/guide/python');
    await expect(note(page)).toContainText('本页尚未翻译');
    await expect(note(page).getByRole('link')).toHaveAttribute(
      'href',
      '/docs/android/guide/python',
    );
    await expect(page.locator('article [lang="en"]')).toHaveCount(1);
    expect(await alternates(page)).toEqual(
      onlyItself('zh-Hans', '/zh-Hans/docs/android/guide/python'),
    );
    await open(page, '/docs/android/guide/python');
    expect(await alternates(page)).toEqual(onlyItself('en', '/docs/android/guide/python'));
  });

  test('an untranslated post shows the note too', async ({page}) => {
    await open(page, '/zh-Hans/blog/欢迎');
    await expect(note(page)).toContainText('本页尚未翻译');
  });
});

test.describe('Chinese values on Chinese pages', () => {
  test('the privacy policy: dates, retention and its tables in Chinese', async ({page}) => {
    await open(page, '/zh-Hans/docs/about/doc/privacypolicy');
    const article = page.locator('article');
    await expect(article).toContainText(legalDateText(legalDates.privacyPolicy));
    await expect(article).toContainText(dataFlows.consoleLogs.when);
    const retention = page.locator('table').last();
    await expect(retention.locator('th').last()).toHaveText('保存期限');
    await expect(retention).toContainText(retentionText(dataFlows.consoleLogs));
    await expect(retention).toContainText(dataFlows.liveScreens.kept);
    for (const text of [
      englishDate(legalDates.privacyPolicy),
      english.dataFlows.consoleLogs.when,
      english.retentionText(english.dataFlows.consoleLogs),
      english.dataFlows.liveScreens.kept,
      'how long',
    ]) {
      await expect(article).not.toContainText(text);
    }
  });

  test('iOS online: ranges and text facts in Chinese', async ({page}) => {
    await open(page, '/zh-Hans/docs/ios/online');
    const article = page.locator('article');
    await expect(article).toContainText(`${rangeText(facts.ios.captureMs)} 毫秒`);
    await expect(article).toContainText(facts.ios.background.listeningSockets);
    await expect(article).not.toContainText(englishRange(englishFacts.ios.captureMs));
    await expect(article).not.toContainText(englishFacts.ios.background.listeningSockets);
  });

  test('a package table: PackageContents in Chinese', async ({page}) => {
    await open(page, '/zh-Hans/docs/android/guide/app_make');
    const [first] = facts.project.packageContents;
    const [englishFirst] = englishFacts.project.packageContents;
    const table = page.locator('table', {hasText: first!.inPackage});
    await expect(table.locator('th').first()).toHaveText('项目的组成部分');
    await expect(table).toContainText(`${first!.part}（main.py、*.py）`);
    await expect(table).not.toContainText(englishFirst!.part);
    await expect(table).not.toContainText('part of the project');
  });
});

test.describe('Chinese search', () => {
  test('the modal finds a Chinese term on the Chinese site', async ({page}) => {
    await open(page, '/zh-Hans/docs/intro');
    await page.keyboard.press('Control+k');
    const field = page.locator('.DocSearch-Input');
    await expect(field).toHaveAttribute('placeholder', /\p{Script=Han}/u);
    await expect(page.locator('.DocSearch-Footer')).not.toHaveText(/[A-Za-z]+\s+[A-Za-z]+/);
    await field.fill('输入模式');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    expect(decodeURI((await hit.getAttribute('href'))!)).toMatch(/^\/zh-Hans\//);
  });

  test('/zh-Hans/search lists Chinese pages for a Chinese query', async ({page}) => {
    await open(page, '/zh-Hans/search?q=无障碍');
    const first = page.locator('main article h2 a').first();
    await expect(first).toBeVisible();
    expect(decodeURI((await first.getAttribute('href'))!)).toMatch(/^\/zh-Hans\//);
  });
});

test.describe('Chinese files for assistants', () => {
  test('twins and llms files are served in the locale', async ({request}) => {
    const twin = await request.get('/zh-Hans/docs/android/intro.md');
    expect(twin.status()).toBe(200);
    expect(await twin.text()).toContain('# Android 版 Tapcraft');
    const llms = await request.get('/zh-Hans/llms.txt');
    expect(llms.status()).toBe(200);
    expect(await llms.text()).toContain(`${product.url}/zh-Hans/docs/android/intro.md`);
    const policy = await (await request.get('/zh-Hans/docs/about/doc/privacypolicy.md')).text();
    expect(policy).toContain(`| ${retentionText(dataFlows.consoleLogs)} |`);
    expect(policy).toContain('| 信息 | 保存期限 |');
    expect(policy).not.toContain(english.retentionText(english.dataFlows.consoleLogs));
    const full = await request.get('/zh-Hans/llms-full.txt');
    expect(full.status()).toBe(200);
    expect(await full.text()).toContain('选择输入模式');
  });
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`Chinese pages, accessibility in ${mode} mode`, () => {
    test.describe.configure({timeout: 90_000});
    for (const path of [
      '/zh-Hans/docs/android/intro',
      '/zh-Hans/docs/android/guide/python',
      '/zh-Hans/',
    ]) {
      test(path, async ({page}) => {
        await open(page, `${path}?docusaurus-theme=${mode}`);
        const results = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      });
    }
  });
}
