import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {test, expect} from './fixtures';
import {attribute, elements} from './html';
import {sitemapPaths} from './sitemap';

// The last mile of polish (issue 30): wide tables, dead ends, the home
// page's cards, the Copy page button, diagrams and the small slips, at a
// phone's and two desktops' widths, in both colour modes.

const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];
const PHONE = {width: 390, height: 844};
const desktops = [
  {width: 1280, height: 800},
  {width: 1440, height: 900},
];

async function open(page: Page, path: string, mode: Mode): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}docusaurus-theme=${mode}`);
  // The API overview renders a table of every function: give hydration time.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Pixels the page is wider than the window: text or boxes cut off at the right. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('wide tables', () => {
  // The generated tables (migration guides, glossary, member tables), the
  // Markdown tables with the longest code, the availability table, the store
  // and the HID board's specifications.
  const pages = [
    '/docs/android/guide/migrate/autojs6',
    '/docs/android/guide/migrate/airtest',
    '/docs/android/guide/migrate/uiautomator2',
    '/docs/android/guide/migrate/appium',
    '/docs/android/guide/migrate/glossary',
    '/docs/android/api/action/ime',
    '/docs/android/api/app/permissions',
    '/docs/service/cloud/http',
    '/docs/android/devtools/vscode',
    '/docs/android/guide/python',
    '/docs/android/guide/api',
    '/shop',
    '/hidboard',
  ];
  for (const path of pages) {
    test(`${path}: from 1280 px up no table scrolls sideways or is cut`, async ({page}) => {
      test.setTimeout(120_000);
      for (const viewport of desktops) {
        for (const mode of modes) {
          await page.setViewportSize(viewport);
          await open(page, path, mode);
          const problems = await page.locator('main table').evaluateAll((tables) =>
            tables.flatMap((table, index) => {
              const wrapper = table.parentElement!;
              // The nearest box that would clip the table: it must hold all of it.
              let clip: HTMLElement | null = wrapper;
              while (clip && getComputedStyle(clip).overflowX === 'visible') {
                clip = clip.parentElement;
              }
              const right = table.getBoundingClientRect().right;
              const limit = (clip ?? document.documentElement).getBoundingClientRect().right;
              const found = [
                table.scrollWidth > table.clientWidth + 1 && 'the table scrolls',
                wrapper.scrollWidth > wrapper.clientWidth + 1 && 'its wrapper scrolls',
                right > limit + 1 && `it is cut by ${Math.round(right - limit)} px`,
              ].filter(Boolean);
              return found.map((problem) => `table ${index + 1}: ${problem}`);
            }),
          );
          expect(problems, `${path} at ${viewport.width} px, ${mode}`).toEqual([]);
        }
      }
    });
  }

  test('the header row of a long table stays in view under the navbar', async ({page}) => {
    await open(page, '/docs/android/guide/migrate/autojs6', 'light');
    const table = page.locator('main table').first();
    const header = table.locator('thead th').first();
    await table.locator('tbody tr').nth(40).scrollIntoViewIfNeeded();
    const navbar = await page.locator('nav.navbar').boundingBox();
    const headerBox = await header.boundingBox();
    expect(Math.abs(headerBox!.y - (navbar!.y + navbar!.height))).toBeLessThanOrEqual(1);
  });

  test('the glossary breaks names at their dots, never inside a word', async ({page}) => {
    await open(page, '/docs/android/guide/migrate/glossary', 'light');
    // Each part between two break opportunities is one text node: one line box each.
    const broken = await page.locator('main table td code').evaluateAll((codes) =>
      codes.flatMap((code) =>
        Array.from(code.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .filter((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return (
              new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size >
              1
            );
          })
          .map((node) => node.textContent),
      ),
    );
    expect(broken).toEqual([]);
  });

  for (const mode of modes) {
    test(`on a phone the store's plan comparison stacks, every value labelled and whole (${mode})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, '/shop', mode);
      const table = page.getByRole('table', {name: /free, vip and studio/i});
      await table.scrollIntoViewIfNeeded();
      const rows = await table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          display: getComputedStyle(tr).display,
          cells: Array.from(tr.querySelectorAll('td')).map((td) => {
            const box = td.getBoundingClientRect();
            return {
              label: getComputedStyle(td, '::before').content,
              visible: box.width > 0 && box.left >= 0 && box.right <= window.innerWidth,
              cut: td.scrollWidth > td.clientWidth + 1,
            };
          }),
        })),
      );
      expect(rows.length).toBeGreaterThan(4);
      for (const row of rows) {
        expect(row.display).toBe('block');
        expect(row.cells.map((cell) => cell.label)).toEqual(['"Free: "', '"VIP: "', '"Studio: "']);
        expect(row.cells.every((cell) => cell.visible && !cell.cut)).toBe(true);
      }
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('on a phone the generated tables stack as the member table does', async ({page}) => {
    await page.setViewportSize(PHONE);
    for (const path of [
      '/docs/android/guide/migrate/autojs6',
      '/docs/android/guide/migrate/glossary',
      '/docs/android/api/action/ime',
    ]) {
      await open(page, path, 'light');
      const rows = page.locator('main table').first().locator('tbody tr');
      const displays = await rows.evaluateAll((trs) => [
        ...new Set(trs.map((tr) => getComputedStyle(tr).display)),
      ]);
      expect(displays, path).toEqual(['block']);
      // Each cell on a line of its own takes the row's width (the member table keeps
      // the kind beside the name): names wrap only where the phone needs it.
      const narrow = await rows.evaluateAll((trs) =>
        trs.flatMap((tr) =>
          Array.from(tr.querySelectorAll('td'))
            .filter((td) => getComputedStyle(td).display === 'block')
            .filter((td) => td.getBoundingClientRect().width < tr.clientWidth * 0.9)
            .map((td) => td.textContent),
        ),
      );
      expect(narrow, path).toEqual([]);
      expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('no dead ends', () => {
  /** Every folder above a doc in the sitemap: `/docs`, `/docs/android`, `/docs/android/api`, … */
  const folders = [
    ...new Set(
      sitemapPaths()
        .filter((path) => path.startsWith('/docs/'))
        .flatMap((path) => {
          const parts = path.split('/').slice(1, -1);
          return parts.map((_part, index) => `/${parts.slice(0, index + 1).join('/')}`);
        }),
    ),
  ].sort();

  test('the sitemap has docs folders to try', () => {
    expect(folders).toEqual(
      expect.arrayContaining(['/docs', '/docs/android', '/docs/android/guide/migrate']),
    );
  });

  test('every docs folder a reader reaches by trimming a URL answers with a page', async ({
    request,
  }) => {
    const dead: string[] = [];
    for (const folder of folders) {
      const response = await request.get(folder, {maxRedirects: 0});
      const status = response.status();
      const redirect = status >= 300 && status < 400;
      const page = redirect
        ? await request.get(new URL(response.headers().location!, response.url()).pathname)
        : response;
      const html = await page.text();
      if (page.status() !== 200 || /<title[^>]*>Page Not Found/i.test(html)) {
        dead.push(`${folder}: ${status}`);
      }
    }
    expect(dead).toEqual([]);
  });

  test('/plug and /vmos are linked from every page of the sitemap', async ({request}) => {
    test.setTimeout(120_000);
    const missing: string[] = [];
    for (const path of sitemapPaths()) {
      const html = await (await request.get(encodeURI(path))).text();
      const hrefs = new Set(
        elements(html, (node) => node.nodeName === 'a').map((a) => attribute(a, 'href')),
      );
      for (const target of ['/plug', '/vmos']) {
        if (!hrefs.has(target)) missing.push(`${path} → ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('the Shop menu lists each page once', async ({page}) => {
    await page.goto('/');
    const shop = page.locator('.navbar__item.dropdown', {
      has: page.locator('.navbar__link', {hasText: /^Shop$/}),
    });
    const items = await shop
      .locator('.dropdown__menu a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(items).toEqual([...new Set(items)]);
    expect(items).toContain('/hidboard');
    expect(items).not.toContain('/docs/shop/hid');
  });
});

test.describe('home page links', () => {
  // Where each card of "Tools for every step" must lead, and the heading the
  // page there has: typed here, not read from src/data/features.ts.
  const cards: Record<string, Array<[string, RegExp]>> = {
    'Web IDE in your browser': [['/docs/android/devtools/webide', /Web IDE/]],
    'PyCharm and VS Code plug-ins': [
      ['/docs/android/devtools/pycharm', /PyCharm/],
      ['/docs/android/devtools/vscode', /VS Code/],
    ],
    'Image search and OCR': [
      ['/docs/android/api/screen', /Screen/],
      ['/docs/android/api/screen/ocr', /OCR/],
    ],
    'Selectors for UI elements': [['/docs/android/api/node/selector', /Selector/]],
    'Plug-ins': [['/plug', /Plug-ins/]],
    'Script store and card keys': [
      ['/docs/android/guide/appshop', /script store/],
      ['/docs/android/guide/app_card', /Card keys/],
    ],
  };

  test('every card of "Tools for every step" links where its title says', async ({page}) => {
    await page.goto('/');
    const section = page.locator('section', {
      has: page.getByRole('heading', {name: 'Tools for every step of a script'}),
    });
    const shown = await section.locator('article').evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h3')!.textContent!.trim(),
        links: Array.from(article.querySelectorAll('a')).map((a) => a.getAttribute('href')),
      })),
    );
    expect(Object.fromEntries(shown.map((card) => [card.title, card.links]))).toEqual(
      Object.fromEntries(
        Object.entries(cards).map(([title, links]) => [title, links.map(([to]) => to)]),
      ),
    );
    for (const [to, heading] of Object.values(cards).flat()) {
      await page.goto(to);
      await expect(page.getByRole('heading', {level: 1}), to).toHaveText(heading);
    }
  });

  test('the hero’s Download button opens the install guide', async ({page}) => {
    await page.goto('/');
    await page.locator('header').getByRole('link', {name: 'Download', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/android\/download$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Download and install');
  });

  test('on a phone the home page’s code wraps no line', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const heights = await page
      .locator('header .theme-code-block .token-line')
      .evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(5);
    expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) * 1.5);
  });
});

test.describe('Copy page', () => {
  const DOC = '/docs/android/guide/first';
  for (const mode of modes) {
    test(`its label is 12 px or more and passes axe, on a desktop and a phone (${mode})`, async ({
      page,
    }) => {
      for (const viewport of [desktops[0]!, PHONE]) {
        await page.setViewportSize(viewport);
        await open(page, DOC, mode);
        const button = page.getByRole('button', {name: 'Copy page'});
        const size = await button.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(size).toBeGreaterThanOrEqual(12);
        const results = await new AxeBuilder({page})
          .include('article .dropdown')
          .withRules(['color-contrast', 'button-name'])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      }
    });
  }

  test('on a phone it is an icon beside the title, which keeps the width', async ({page}) => {
    await page.setViewportSize(PHONE);
    await open(page, DOC, 'light');
    const button = await page.getByRole('button', {name: 'Copy page'}).boundingBox();
    expect(button!.width).toBeLessThanOrEqual(48);
    // "Your first Android script" takes two lines beside the icon (three beside the label).
    const lines = await page.getByRole('heading', {level: 1}).evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(2);
  });

  test('the menu does not move when "Copied" appears', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await open(page, DOC, 'light');
    await page.getByRole('button', {name: 'Copy page'}).click();
    const menu = page.locator('.dropdown--show .dropdown__menu');
    await expect(menu).toBeVisible();
    const before = await menu.boundingBox();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const after = await menu.boundingBox();
    expect([after!.x, after!.width]).toEqual([before!.x, before!.width]);
  });
});

test.describe('diagrams', () => {
  const pages = [
    '/hidboard',
    '/docs/android/esp32',
    '/docs/android/devtools/webide',
    '/docs/intro',
  ];
  for (const mode of modes) {
    test(`on a phone their text is 11 px or more, inside the screen, with axe's contrast (${mode})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      for (const path of pages) {
        await open(page, path, mode);
        const figure = page.locator('main figure').first();
        await figure.scrollIntoViewIfNeeded();
        const texts = await figure.evaluate((root) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          const found: Array<{text: string; size: number; right: number}> = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement!;
            if (!node.textContent!.trim() || parent.closest('[aria-hidden="true"]')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            // The size on screen: an SVG scaled down shrinks its text with it.
            const scale =
              parent instanceof SVGElement ? (parent.ownerSVGElement?.getScreenCTM()?.a ?? 1) : 1;
            found.push({
              text: node.textContent!.trim(),
              size: parseFloat(getComputedStyle(parent).fontSize) * scale,
              right: range.getBoundingClientRect().right,
            });
          }
          return found;
        });
        expect(texts.length, path).toBeGreaterThan(3);
        const small = texts.filter((t) => t.size < 11).map((t) => `${t.text} (${t.size} px)`);
        expect(small, path).toEqual([]);
        const cut = texts.filter((t) => t.right > PHONE.width).map((t) => t.text);
        expect(cut, path).toEqual([]);
        const results = await new AxeBuilder({page})
          .include('main figure')
          .withRules(['color-contrast'])
          .analyze();
        expect(
          results.violations.flatMap((v) => v.nodes.map((n) => `${path}: ${n.target}`)),
        ).toEqual([]);
      }
    });
  }

  test('from a doc’s column up, a flow is one row of steps', async ({page}) => {
    for (const path of ['/docs/intro', '/docs/android/esp32', '/hidboard']) {
      await open(page, path, 'light');
      const tops = await page
        .locator('main figure ol > li')
        .evaluateAll((items) =>
          items.map((li) => Math.round(li.firstElementChild!.getBoundingClientRect().top)),
        );
      expect(tops.length, path).toBeGreaterThan(2);
      expect(new Set(tops).size, path).toBe(1);
      expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('small slips', () => {
  test('every chip of an "Added to the API" list sits on the line of the others', async ({
    page,
  }) => {
    await page.goto('/docs/changelog');
    const rows = await page
      .locator('main p:has-text("Added to the API") + ul')
      .evaluateAll((lists) =>
        lists.map((ul) => {
          const tops = Array.from(ul.children).map((li) => li.getBoundingClientRect().top);
          // The first line: every chip as high as the first one, or a line lower.
          return tops.filter((top) => top < tops[0]! + 8).map((top) => Math.round(top - tops[0]!));
        }),
      );
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(new Set(row)).toEqual(new Set([0]));
  });

  test('/plug starts its text where its sections start', async ({page}) => {
    await page.setViewportSize(desktops[1]!);
    await page.goto('/plug');
    const title = await page.getByRole('heading', {level: 1}).boundingBox();
    const section = await page.getByRole('heading', {level: 2}).first().boundingBox();
    expect(Math.abs(title!.x - section!.x)).toBeLessThanOrEqual(1);
  });

  test('a platform badge that links looks like one that does not: not underlined', async ({
    page,
  }) => {
    await page.goto('/docs/android/api/action');
    const lines = await page
      .locator('main ul[aria-label="Platforms"] li a')
      .evaluateAll((links) => links.map((a) => getComputedStyle(a).textDecorationLine));
    expect(lines.length).toBeGreaterThan(3);
    expect(new Set(lines)).toEqual(new Set(['none']));
  });

  test('dark mode: the footer takes the site’s green, and secondary buttons stay dark', async ({
    page,
  }) => {
    await open(page, '/', 'dark');
    const colours = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--site-code-bg)';
      document.body.append(probe);
      const token = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        token,
        footer: getComputedStyle(document.querySelector('footer')!).backgroundColor,
        button: getComputedStyle(document.querySelector('header .button--secondary')!)
          .backgroundColor,
      };
    });
    expect(colours.footer).toBe(colours.token);
    const [r, g, b] = colours.button.match(/\d+/g)!.map(Number);
    expect(Math.max(r!, g!, b!)).toBeLessThan(96);
  });

  for (const path of ['/vmos', '/hidboard']) {
    test(`${path} at 1440 px: text sections fill the width`, async ({page}) => {
      await page.setViewportSize(desktops[1]!);
      await page.goto(path);
      const empty = await page.locator('main section .container').evaluateAll((containers) =>
        containers.flatMap((container) => {
          const box = container.getBoundingClientRect();
          const padding = parseFloat(getComputedStyle(container).paddingRight);
          // Where the text and the tables end, not their block boxes, which span the container.
          const rights = Array.from(container.querySelectorAll('table, pre')).map(
            (el) => el.getBoundingClientRect().right,
          );
          const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            rights.push(range.getBoundingClientRect().right);
          }
          const share = (box.right - padding - Math.max(...rights)) / box.width;
          const heading = container.querySelector('h2')?.textContent ?? '';
          return share > 0.15 ? [`${heading}: ${Math.round(share * 100)} % empty`] : [];
        }),
      );
      expect(empty).toEqual([]);
    });
  }
});
