import {readFileSync} from 'node:fs';

import type {Locator, Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

import {test, expect} from './fixtures';
import {apiAliases as englishAliases} from '@tapcraft/data/api-aliases';
import * as english from '@tapcraft/data/dataFlows';
import {facts as englishFacts, rangeText as englishRange} from '@tapcraft/data/facts';
import {legalDates, legalDateText as englishDate, product} from '@tapcraft/data/site';
import {apiAliases} from '@tapcraft/data/zh-Hans/api-aliases';
import {dataFlows, retentionText} from '@tapcraft/data/zh-Hans/dataFlows';
import {facts, rangeText} from '@tapcraft/data/zh-Hans/facts';
import {legalDateText} from '@tapcraft/data/zh-Hans/site';

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

// The Simplified Chinese site through the production nginx server: the
// pages translated as examples, a sample of pages that are not, their
// notes, hreflang, search and the files assistants read.

const translated = [
  '/zh-Hans/docs/intro',
  '/zh-Hans/docs/android/intro',
  '/zh-Hans/docs/android/guide/python',
  '/zh-Hans/docs/android/api/screen',
];
const otherPages = ['/zh-Hans/blog/欢迎', '/zh-Hans/', '/zh-Hans/shop', '/zh-Hans/search?q=找色'];

/** Labels of the navbar and footer with two English words in a row (names such as `Android` are one). */
async function englishLabels(page: Page): Promise<string[]> {
  const labels = await page
    .locator('nav.navbar a, nav.navbar button, footer a, footer .footer__title')
    .allInnerTexts();
  return labels.filter((label) => /[A-Za-z]+\s+[A-Za-z]+/.test(label));
}

/** Names the Chinese pages write in Latin letters, which are not English text. */
const latinNames = ['Air Click'];

/**
 * Texts and labels in English under `root`: without a Chinese character and
 * with two Latin words in a row, outside code and English page content (the
 * text of an untranslated doc). Each text is its element's whole text, so a
 * name inside a Chinese sentence is not one.
 */
async function englishTexts(root: Locator): Promise<string[]> {
  return root.evaluate((body, names) => {
    const english = (text: string) =>
      !/\p{Script=Han}/u.test(text) && /[A-Za-z]+\s+[A-Za-z]+/.test(text) && !names.includes(text);
    const found = new Set<string>();
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      const text = element.textContent!.trim();
      const code = element.closest('.theme-code-block, code, pre, kbd, script, style');
      if (node.textContent!.trim() && !code && !element.closest('[lang="en"]') && english(text)) {
        found.add(text);
      }
    }
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      for (const element of Array.from(body.querySelectorAll(`[${name}]`))) {
        const value = element.getAttribute(name)!.trim();
        if (!element.closest('[lang="en"]') && english(value)) found.add(`${name}: ${value}`);
      }
    }
    return [...found];
  }, latinNames);
}

const han = /\p{Script=Han}/u;

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

const note = (page: Page) => page.locator('[role="note"].alert');

/** The meaning of 找色 and the AutoJs6 note of images.findColor, as the aliases of a language give them. */
function findColorTexts(aliases: typeof englishAliases): {meaning: string; differs: string} {
  const alias = aliases.find((a) => a.entries[0] === 'tapcraft.android.screen.find_color')!;
  return {meaning: alias.terms![0]!.meaning, differs: alias.tools![0]!.differs!};
}
const findColor = findColorTexts(apiAliases);
const englishFindColor = findColorTexts(englishAliases);

test.describe('Chinese pages', () => {
  for (const path of [...translated, ...otherPages]) {
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

  // Every page is translated, so the note for a page without a translation
  // (tests/unit/translation-note.test.ts renders it) shows on none.
  test('every page of the Chinese sitemap is translated: no page shows the untranslated note', async ({
    request,
  }) => {
    const xml = readFileSync('build/zh-Hans/sitemap.xml', 'utf8');
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    expect(paths.length).toBeGreaterThan(200);
    const missing =
      readJson<Record<string, {message: string}>>('i18n/zh-Hans/code.json')[
        'tapcraft.translation.missing'
      ]!.message;
    const untranslated: string[] = [];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      if (html.includes(missing)) untranslated.push(decodeURI(path));
    }
    expect(untranslated).toEqual([]);
  });
});

test.describe('Chinese interface', () => {
  for (const path of [
    '/zh-Hans/',
    '/zh-Hans/shop',
    '/zh-Hans/hidboard',
    '/zh-Hans/plug',
    '/zh-Hans/vmos',
    // Without a query: hits show the pages' own text, English where a page is not translated.
    '/zh-Hans/search',
    '/zh-Hans/404',
  ]) {
    test(`${path}: no English text or label`, async ({page}) => {
      await open(page, path);
      expect(await englishTexts(page.locator('body'))).toEqual([]);
    });
  }

  test('a missing page of the Chinese site answers 404 with the Chinese not-found page', async ({
    page,
    allowConsole,
  }) => {
    // The page itself answers 404, which Chromium logs.
    allowConsole(/status of 404/);
    const response = await page.goto('/zh-Hans/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.locator('h1')).toHaveText(han);
  });

  test('the home hero and a store plan are in Chinese', async ({page}) => {
    await open(page, '/zh-Hans/');
    await expect(page.locator('h1')).toHaveText(han);
    await open(page, '/zh-Hans/shop');
    await expect(page.locator('article[data-item="free"] .card__body p').first()).toHaveText(han);
  });

  test('the anchor link of a translated heading names the heading', async ({page}) => {
    await open(page, '/zh-Hans/');
    const heading = page.locator('h2#platforms-heading');
    const text = (await heading.textContent())!.replace(/\u200b/g, '').trim();
    await expect(heading.locator('a.hash-link')).toHaveAttribute('title', new RegExp(text));
  });

  for (const path of ['/zh-Hans/docs/android/intro', '/zh-Hans/docs/android/guide/python']) {
    test(`${path}: Copy page, its menu and the offline download are in Chinese`, async ({page}) => {
      await open(page, path);
      const copy = page.locator('article button[aria-haspopup="menu"]');
      await expect(copy).toHaveText(han);
      await copy.click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveCount(4);
      for (const item of await items.allInnerTexts()) expect(item).toMatch(han);
      await expect(page.locator('.theme-doc-sidebar-container button.button--block')).toHaveText(
        han,
      );
    });
  }
});

test.describe('the colour pattern playground on a Chinese page', () => {
  const label = (id: string) =>
    readJson<Record<string, {message: string}>>('i18n/zh-Hans/code.json')[
      `tapcraft.colorPattern.${id}`
    ]!.message;

  test('labels, a broken pattern and the copied code in Chinese; the code as on the English page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await open(page, '/docs/android/api/screen');
    const englishCode = await page.locator('section[aria-label] pre code').textContent();

    await open(page, '/zh-Hans/docs/android/api/screen');
    const playground = page.getByRole('region', {name: label('playground')});
    await expect(
      playground.getByRole('textbox', {name: label('label'), exact: true}),
    ).toBeVisible();
    const examples = playground.getByRole('group', {name: label('examples')});
    await expect(examples.getByRole('button')).toHaveText(
      ['preset.startButton', 'preset.healthBar', 'preset.broken'].map(label),
    );

    await examples.getByRole('button', {name: label('preset.broken')}).click();
    await expect(playground.locator('[aria-live="polite"]')).toHaveText(
      `${label('cannotRead')} ${label('error.badColour').replace('{point}', '2')}`,
    );
    await expect(playground.getByText(label('stale'))).toBeVisible();
    const copy = playground.getByRole('button', {name: label('copy'), exact: true});
    await copy.click();
    await expect(playground.getByRole('status')).toHaveText(label('fixFirst'));
    expect(await englishTexts(playground)).toEqual([]);

    await examples.getByRole('button', {name: label('preset.startButton')}).click();
    await copy.click();
    await expect(playground.getByRole('status')).toHaveText(label('copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(englishCode);
    await expect(playground.locator('pre code')).toHaveText(copied);
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

test.describe('Chinese alias notes', () => {
  test('the glossary and the AutoJs6 guide show the Chinese meaning and note', async ({page}) => {
    await open(page, '/zh-Hans/docs/android/guide/migrate/glossary');
    const row = page.getByRole('row').filter({has: page.getByText('找色', {exact: true})});
    await expect(row).toContainText(findColor.meaning);
    await expect(row).not.toContainText(englishFindColor.meaning);
    await open(page, '/zh-Hans/docs/android/guide/migrate/autojs6');
    const table = page.locator('table', {has: page.locator('caption', {hasText: 'AutoJs6'})});
    await expect(table).toContainText(findColor.differs);
    await expect(table).not.toContainText(englishFindColor.differs);
  });

  test('their twins too', async ({request}) => {
    const glossary = await (
      await request.get('/zh-Hans/docs/android/guide/migrate/glossary.md')
    ).text();
    expect(glossary).toContain(`| ${findColor.meaning} |`);
    expect(glossary).not.toContain(englishFindColor.meaning);
    const guide = await (
      await request.get('/zh-Hans/docs/android/guide/migrate/autojs6.md')
    ).text();
    expect(guide).toContain(`| ${findColor.differs} |`);
    expect(guide).not.toContain(englishFindColor.differs);
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
