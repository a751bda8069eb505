import type {Locator, Page} from '@playwright/test';

import {test, expect, compareHydration, type HydrationComparison} from './fixtures';
import {
  company,
  externalUrls,
  friendlyLinks,
  operatorName,
  qqGroups,
  shownValue,
} from '@tapcraft/data/site';
import {prismDark, prismLight} from '../../src/config/prismThemes';

/**
 * Hydration is held to the main thread's CPU time of a first visit relative
 * to a light doc of the same site, measured in the same test in turns
 * (fixtures.ts, compareHydration), so the machine's speed and load move both
 * sides alike. Each bound is about 1.5 times the highest ratio measured
 * (UPGRADING.md, "Budgets"): a page whose hydration work doubles fails,
 * while one more `localeCompare` or `Intl.DateTimeFormat` call passes.
 */
const LIGHT_PAGE = '/docs/tutorial-basics/congratulations';
const HYDRATION_RATIO_BOUND = {apiPage: 3.2, blogPost: 1.65, blogList: 1.55};

/** A comparison's numbers for the test's output. */
const describeHydration = ({ratio, page, baseline}: HydrationComparison) =>
  `ratio ${ratio.toFixed(2)} (page ${page.map(Math.round).join(', ')} ms; light doc ${baseline.map(Math.round).join(', ')} ms)`;

const colorModeToggle = (page: Page) => page.locator('.navbar button[title*="mode" i]').first();
const dataTheme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('page titles', () => {
  test('use the pipe separator', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page).toHaveTitle(/^[^|]+ \| Tapcraft$/);
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'HID board'});
  /** The close button works once React has hydrated the page (the app starts after the first paint). */
  const hydrated = (page: Page) =>
    expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

  test('promotes the HID board tutorial, closes, and stays closed after reload', async ({page}) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link')).toHaveAttribute('href', '/docs/android/esp32');
    await hydrated(page);
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  test('shows again when its id changes', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    // A visitor who closed an older announcement has that older id stored.
    // (Storage keys carry a per-site suffix, e.g. "docusaurus.announcement.id-fe7".)
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('docusaurus.announcement.id'));
      if (!key) throw new Error('announcement id was not stored');
      localStorage.setItem(key, 'an-older-bar');
    });
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });

  test('is dark in dark mode, with readable text in both modes', async ({page}) => {
    /** WCAG relative luminance of a computed `rgb(...)` colour. */
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map((value) => {
          const channel = Number(value) / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    for (const mode of ['light', 'dark']) {
      await page.goto(`/?docusaurus-theme=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const {background, text, link} = await bar(page).evaluate((element) => ({
        background: getComputedStyle(element).backgroundColor,
        text: getComputedStyle(element).color,
        link: getComputedStyle(element.querySelector('a')!).color,
      }));
      if (mode === 'dark') expect(luminance(background), background).toBeLessThan(0.1);
      for (const colour of [text, link]) {
        expect(contrast(luminance(background), luminance(colour)), colour).toBeGreaterThan(4.5);
      }
    }
  });
});

test.describe('colour mode', () => {
  test('defaults to light even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/intro');
    expect(await dataTheme(page)).toBe('light');
    await context.close();
  });

  test('persists across reloads and syncs to other tabs', async ({page, context}) => {
    await page.goto('/docs/intro');
    const other = await context.newPage();
    await other.goto('/blog');
    // Storage events only reach a tab whose React app is listening.
    await expect(other.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await dataTheme(other)).toBe('light');

    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('responsive layout', () => {
  test('996 px and below is the mobile layout, above it the desktop one', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/docs/intro');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await page.setViewportSize({width: 997, height: 800});
    await expect(toggle).toBeHidden();
    await expect(page.locator('.navbar__items a', {hasText: 'Android'}).first()).toBeVisible();
  });

  test('mobile sidebar opens, closes, and closes when the window grows', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/intro');
    const navbar = page.locator('nav.navbar');
    // The toggle works once React has hydrated (the app starts after the first paint).
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.getByRole('button', {name: /close navigation bar/i}).click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);

    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('navbar', () => {
  test('dropdowns point at their docs', async ({page}) => {
    await page.goto('/');
    const targets: Record<string, Record<string, string>> = {
      Shop: {
        Store: '/shop',
        'HID board': '/hidboard',
        'Plug-ins': '/plug',
        'VIP trial in VMOS': '/vmos',
        'VIP guide': '/docs/shop/vip',
        'Game-coin guide': '/docs/shop/b',
      },
      Cloud: {'Cloud control': '/docs/service/cloud/intro', 'Cloud database': '/docs/service/db'},
      Community: {
        'Video tutorials': '/docs/teach/intro',
        'Reward programme': '/docs/android/reward',
      },
    };
    for (const [menu, items] of Object.entries(targets)) {
      const dropdown = page.locator('.navbar__item.dropdown', {
        has: page.locator('.navbar__link', {hasText: new RegExp(`^${menu}$`)}),
      });
      await dropdown.hover();
      for (const [label, href] of Object.entries(items)) {
        const link = dropdown.getByRole('link', {name: label, exact: true});
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
    }
  });

  test('sidebar links open the first page of each section', async ({page}) => {
    await page.goto('/');
    const expected: Record<string, string> = {
      Android: '/docs/android/intro',
      iOS: '/docs/ios/intro',
      'Windows internal beta': '/docs/windows/intro',
      About: '/docs/about/us',
    };
    for (const [label, href] of Object.entries(expected)) {
      await expect(
        page.locator('.theme-layout-navbar-left a.navbar__link', {hasText: label}).first(),
      ).toHaveAttribute('href', href);
    }
  });

  test('external links go to the forum and the developer login', async ({page}) => {
    await page.goto('/');
    for (const [label, href] of [
      ['Forum', externalUrls.forum],
      ['Developer login', externalUrls.developerLogin],
    ]) {
      const link = page.locator('.navbar__items--right .dropdown__menu a', {hasText: label});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('footer', () => {
  test('has agreements, friendly links, the QQ groups and ICP filing that are set, and copyright', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/docs/about/doc/userprotocol',
      '/docs/about/doc/privacypolicy',
      '/docs/about/doc/disclaimers',
      '/docs/about/doc/devprotocol',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const link of friendlyLinks) {
      await expect(footer.locator(`a[href="${link.href}"]`)).toHaveText(new RegExp(link.label));
    }
    // A QQ group shows once its number is set; the ICP link once the filing number is.
    for (const group of qqGroups) {
      const link = footer.locator(`a[href="${group.joinUrl}"]`);
      const number = shownValue(group.number);
      if (number === undefined) await expect(link).toHaveCount(0);
      else await expect(link).toContainText(number);
    }
    await expect(footer).toContainText(`© ${company.copyrightYear} ${operatorName}`);
    const icpNumber = shownValue(company.icpNumber);
    const icp = footer.locator(`a[href="${company.icpUrl}"]`);
    if (icpNumber === undefined) await expect(icp).toHaveCount(0);
    else await expect(icp).toHaveText(icpNumber);
  });
});

test.describe('code block colours', () => {
  // Tokens come from the build (plugins/code-highlight) and the server renders
  // the light theme: a page opened in dark mode must recolour after loading,
  // and one in light mode has nothing to redo (src/theme/CodeBlock).
  const rgb = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  const keywordColour = (theme: typeof prismDark) =>
    rgb(theme.styles.find((entry) => entry.types.includes('keyword'))!.style.color!);
  const firstKeyword = (page: Page) => page.locator('article pre .token.keyword').first();

  test('the server-rendered blocks are kept in the default mode', async ({page}) => {
    // Counts code blocks taken out of the page from the first byte on.
    await page.addInitScript(() => {
      const removed = {count: 0};
      Object.assign(window, {removedCodeBlocks: removed});
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          mutation.removedNodes.forEach((node) => {
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) {
              removed.count += 1;
            }
          });
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/android/api/action');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expect(firstKeyword(page)).toHaveCSS('color', keywordColour(prismLight));
    const removed = await page.evaluate(
      () => (window as unknown as {removedCodeBlocks: {count: number}}).removedCodeBlocks.count,
    );
    expect(removed).toBe(0);
  });

  test('a page opened in dark mode shows the dark theme’s colours', async ({page}) => {
    await page.goto('/docs/android/api/action?docusaurus-theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(firstKeyword(page)).toHaveCSS('color', keywordColour(prismDark));
    await expect(page.locator('article pre').first()).toHaveCSS(
      'background-color',
      rgb(prismDark.plain.backgroundColor!),
    );
    await colorModeToggle(page).click();
    await expect(firstKeyword(page)).toHaveCSS('color', keywordColour(prismLight));
  });
});

test.describe('code block buttons', () => {
  // src/theme/CodeBlock/Buttons and Content/useLazyWordWrap: a block's copy
  // and word-wrap buttons are made, and its width measured, once the block
  // nears the viewport, not for every block as the page hydrates.
  const copyButton = (block: Locator) => block.getByRole('button', {name: /copy code/i});

  test('appear as a block nears the viewport, and copy its code', async ({page}) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/android/api/action');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const blocks = page.locator('article .theme-code-block');
    const total = await blocks.count();
    expect(total).toBeGreaterThan(20);
    await blocks.first().scrollIntoViewIfNeeded();
    await expect(copyButton(blocks.first())).toBeAttached();
    const withButtons = await page.locator('article .theme-code-block button').count();
    expect(withButtons).toBeGreaterThan(0);
    expect(withButtons).toBeLessThan(total);

    const last = blocks.last();
    await expect(copyButton(last)).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await copyButton(last).click();
    await expect(last.getByRole('button', {name: 'Copied'})).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = await last
      .locator('.token-line')
      .evaluateAll((spans) => spans.map((span) => span.textContent!.replace(/\n$/, '')));
    expect(copied.split('\n')).toEqual(lines);
  });

  test('offer word wrap for a block wider than the screen, and wrap it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/android/api/action');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const blocks = page.locator('article .theme-code-block');
    const widths = await blocks
      .locator('pre')
      .evaluateAll((pres) => pres.map((pre) => pre.scrollWidth > pre.clientWidth));
    const block = blocks.nth(widths.indexOf(true));
    const code = block.locator('code');
    await expect(block.getByRole('button', {name: /toggle word wrap/i})).toHaveCount(0);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', {name: /toggle word wrap/i}).click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    expect(await code.evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
  });

  test('the home page shows its code sample whole on a small phone, wrapped lines indented', async ({
    page,
  }) => {
    // 390 px holds every line (tests/browser/polish.spec.ts); 320 px does not.
    await page.setViewportSize({width: 320, height: 640});
    await page.goto('/');
    const pre = page.locator('header .theme-code-block pre');
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The longest line wraps, and its second row starts further right than its first.
    const longest = pre.locator('.token-line', {hasText: 'find_colors(badge)'});
    const rows = await longest.evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const lefts = new Map<number, number>();
      for (const rect of Array.from(range.getClientRects())) {
        const top = Math.round(rect.top);
        lefts.set(top, Math.min(lefts.get(top) ?? Infinity, rect.left));
      }
      return [...lefts.entries()].sort(([a], [b]) => a - b).map(([, left]) => left);
    });
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[1]).toBeGreaterThan(rows[0]!);
  });

  test('a block in a hidden tab gets its buttons when the tab is shown', async ({page}) => {
    await page.goto('/docs/tutorial-basics/markdown-features');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const tabs = page.locator('.tabs-container').first();
    const iosPanel = tabs.locator('[role="tabpanel"]').nth(1);
    await tabs.scrollIntoViewIfNeeded();
    await expect(copyButton(tabs.locator('[role="tabpanel"]').first())).toBeAttached();
    await expect(copyButton(iosPanel)).toHaveCount(0);
    await tabs.getByRole('tab', {name: 'iOS'}).click();
    await expect(copyButton(iosPanel)).toBeAttached();
  });
});

test.describe('phone-width pages', () => {
  test('hydrate within their bound of a light doc, and the menu shows the doc sidebar', async ({
    browser,
    page,
  }) => {
    test.slow();
    // The heaviest doc page at phone width, where the mobile menu's
    // components hydrate too.
    const phone = {width: 390, height: 800};
    const hydration = await compareHydration(browser, {
      pagePath: '/docs/android/api/action',
      baselinePath: LIGHT_PAGE,
      viewport: phone,
    });
    console.log(`API page at phone width: ${describeHydration(hydration)}`);
    expect(hydration.ratio).toBeLessThanOrEqual(HYDRATION_RATIO_BOUND.apiPage);
    await page.setViewportSize(phone);
    await page.goto('/docs/android/api/action');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('button', {name: /back to main menu/i})).toBeVisible();
    await expect(menu.locator('a.menu__link--active').last()).toHaveAttribute(
      'href',
      '/docs/android/api/action',
    );
  });
});

test.describe('category pages', () => {
  // Descriptions travel on the sidebar items of card lists only
  // (plugins/docs-lean-metadata), so check them after hydration and after a
  // client-side navigation, not only in the server-rendered HTML.
  const descriptions = (page: Page) =>
    page.locator('article .theme-doc-card-description').allTextContents();
  const expected = [
    /standalone MDX or React page/,
    /front matter and a sidebar position/,
    /by date and slug/,
    /MDX features/,
    /npm run serve/,
    /pull-request checklist/,
  ];

  test('list their docs as cards with each doc’s description', async ({page}) => {
    await page.goto('/docs/category/tutorial---basics');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const texts = await descriptions(page);
    expect(texts).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(texts[i]).toMatch(pattern));

    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'Writing extras'})
      .click();
    await expect(page).toHaveURL(/\/docs\/category\/tutorial---extras$/);
    await expect(page.locator('article .theme-doc-card-description')).toHaveCount(2);
    const extras = await descriptions(page);
    expect(extras[0]).toMatch(/one docs version today/);
    expect(extras[1]).toMatch(/translated into Simplified Chinese/);
  });
});

test.describe('link prefetching', () => {
  // plugins/idle-prefetch: a link in view queues its route; the chunks are
  // fetched when the browser is idle, not in the task that found the link.
  test('queues the route and prefetches its chunks in idle time', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const prefetchLinks = () => page.locator('link[rel="prefetch"]').count();
    await expect.poll(prefetchLinks).toBeGreaterThan(0);
    const {before, after} = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const before = count();
      window.docusaurus.prefetch('/blog/archive');
      return {before, after: count()};
    });
    expect(after).toBe(before);
    await expect.poll(prefetchLinks).toBeGreaterThan(before);
  });
});

test.describe('app start', () => {
  // src/config/ssrTemplate.ts: the app's scripts are preloaded but start only
  // after the first contentful paint, so the server-rendered page is on
  // screen before React runs.

  /** Records, on the page, when the main bundle's <script> joins the document. */
  const watchAppStart = (page: Page) =>
    page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && /\/assets\/js\/main\./.test(node.src)) {
              Object.assign(window, {appScriptAddedAt: performance.now()});
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });

  /**
   * When the app's script was added, the page painted, and the
   * DOMContentLoaded event started and ended (its handlers run between), in page time.
   */
  const startAndPaint = async (page: Page) => {
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    return page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        added: (window as unknown as {appScriptAddedAt: number}).appScriptAddedAt,
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        parsed: navigation!.domContentLoadedEventStart,
        handled: navigation!.domContentLoadedEventEnd,
      };
    });
  };

  test('the page is painted and parsed before the app’s scripts start, then hydrates', async ({
    page,
  }) => {
    await watchAppStart(page);
    await page.goto('/docs/android/api/action');
    const {added, painted, parsed} = await startAndPaint(page);
    expect(added).toBeGreaterThan(painted);
    // Inserted in a DOMContentLoaded handler at the latest: once the event
    // starts, not necessarily after its other handlers have run.
    expect(added).toBeGreaterThanOrEqual(parsed);
  });

  // Without a paint to wait for, the scripts start as the page is parsed
  // (in its DOMContentLoaded handlers), as deferred scripts would.
  test('a hidden tab starts the app once parsed, since it paints nothing', async ({page}) => {
    await watchAppStart(page);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
    });
    await page.goto('/docs/android/api/action');
    const {added, handled} = await startAndPaint(page);
    expect(added).toBeLessThanOrEqual(handled);
  });

  test('a browser without paint timing starts the app once parsed', async ({page}) => {
    await watchAppStart(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'PerformanceObserver', {value: undefined});
    });
    await page.goto('/docs/android/api/action');
    const {added, handled} = await startAndPaint(page);
    expect(added).toBeLessThanOrEqual(handled);
  });

  test('no base-URL warning is inserted while the app waits for the paint', async ({page}) => {
    // Docusaurus's base-URL check would insert its banner on the home page
    // whenever the app has not run by DOMContentLoaded (docusaurus.config.ts).
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('load');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    await expect(page.getByText('did not load properly')).toHaveCount(0);
  });

  test('a page whose paint is never reported still hydrates', async ({page, allowConsole}) => {
    // Chromium notes that the preloaded scripts waited unused.
    allowConsole(/preload/);
    await page.addInitScript(() => {
      class SilentObserver {
        static supportedEntryTypes = ['paint'];
        observe() {}
      }
      Object.defineProperty(window, 'PerformanceObserver', {value: SilentObserver});
    });
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
      timeout: 10_000,
    });
  });
});

test.describe('not-found page', () => {
  test('unknown paths get status 404 and a helpful page', async ({page, allowConsole}) => {
    // Chromium logs every 404 document load as a console error.
    allowConsole(/status of 404/);
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/page not found/i);
    await expect(page.locator('main a[href="/docs/android/intro"]')).toBeVisible();
    await expect(page).toHaveTitle(/ \| Tapcraft$/);
  });
});

test.describe('broken browser storage', () => {
  test('pages still work when localStorage throws', async ({page, allowConsole}) => {
    // The theme warns once that storage is unavailable, as the spec says.
    allowConsole(/browser storage is not available/i);
    await page.addInitScript(() => {
      // Configurable, as the browsers' own storage property is.
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('blocked by test', 'SecurityError');
        },
      });
    });
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page
      .getByRole('banner')
      .filter({hasText: 'HID board'})
      .getByRole('button', {name: /close/i})
      .click();
    await page.getByRole('link', {name: 'Writing basics'}).first().click();
    await expect(page).toHaveURL(/tutorial---basics/);
    await expect(page.locator('article, main').first()).toBeVisible();
  });
});

test.describe('blog list', () => {
  test('each "Read more" link names its post in its text', async ({page}) => {
    await page.goto('/blog');
    const links = page.locator('main article footer a', {hasText: 'Read more'});
    await expect(links.first()).toBeVisible();
    const titles = await page.locator('main article header h2').allInnerTexts();
    const texts = await links.allInnerTexts();
    expect(texts).toHaveLength(titles.length);
    texts.forEach((text, i) =>
      expect(text.replace(/\s+/g, ' ')).toBe(`Read more about ${titles[i]}`),
    );
    // What sighted readers see stays short.
    await expect(links.first().locator('b')).toHaveText('Read more');
  });
});

test.describe('blog dates', () => {
  for (const [kind, pagePath, bound] of [
    ['post', '/blog/long-blog-post', HYDRATION_RATIO_BOUND.blogPost],
    ['list', '/blog', HYDRATION_RATIO_BOUND.blogList],
  ] as const) {
    test(`the blog ${kind} shows its dates once hydrated, within its bound of a light doc`, async ({
      browser,
      page,
    }) => {
      test.slow();
      const hydration = await compareHydration(browser, {pagePath, baselinePath: LIGHT_PAGE});
      console.log(`blog ${kind}: ${describeHydration(hydration)}`);
      expect(hydration.ratio).toBeLessThanOrEqual(bound);
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('main article header time').first()).toHaveText(
        kind === 'post' ? 'April 2, 2025' : /^\w+ \d{1,2}, \d{4}$/,
      );
    });
  }
});
