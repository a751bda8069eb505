import {test as base, expect, type Browser, type Page} from '@playwright/test';

import {median} from '../../scripts/bench/stats.mjs';

export type ConsoleProblem = {type: string; text: string; url: string};

/**
 * Every browser test fails when the page logs an error or warning, or throws.
 * Tests that provoke a warning on purpose call `allowConsole(pattern)`.
 */
export const test = base.extend<{
  consoleProblems: ConsoleProblem[];
  allowConsole: (pattern: RegExp) => void;
}>({
  consoleProblems: [
    async ({page}, use) => {
      const problems: ConsoleProblem[] = [];
      const watch = (p: Page) => {
        p.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            problems.push({type: message.type(), text: message.text(), url: p.url()});
          }
        });
        p.on('pageerror', (error) => {
          problems.push({type: 'pageerror', text: error.message, url: p.url()});
        });
      };
      watch(page);
      page.context().on('page', watch);
      await use(problems);
    },
    {auto: true},
  ],
  allowConsole: [
    async ({consoleProblems}, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleProblems.filter((p) => !allowed.some((re) => re.test(p.text)));
      expect(unexpected, 'console errors, warnings or uncaught exceptions').toEqual([]);
    },
    // `auto`: the console check runs for every test, even ones that never call it.
    {auto: true},
  ],
});

/** Every request for the offline search index the page or its workers make, as they happen. */
export function recordIndexRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('search-index') && requests.push(r.url()));
  return requests;
}

export {expect};

/**
 * Milliseconds of main-thread CPU time a visit to `path` costs, from
 * navigation until the page has hydrated and its network is idle: Chromium's
 * own count of the document's task time (it starts again with each
 * document), in thread time, so other processes on a busy machine do not add
 * to it.
 */
async function mainThreadTimeToIdle(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable', {timeDomain: 'threadTicks'});
    await page.goto(path);
    // A busy machine can take seconds of wall time for what costs the page little CPU.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle');
    const {metrics} = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')!.value * 1000;
  } finally {
    await cdp.detach();
  }
}

export type HydrationComparison = {
  /** Median CPU ms of the page over median CPU ms of the baseline. */
  ratio: number;
  page: number[];
  baseline: number[];
};

/**
 * `mainThreadTimeToIdle` of first visits (each in a fresh browser context,
 * nothing cached) to `baselinePath` and `pagePath` in turn, `rounds` times
 * each: baseline, page, baseline, page... Both see the same machine at the
 * same moment, so their ratio holds on a busy machine where milliseconds
 * swing.
 */
export async function compareHydration(
  browser: Browser,
  {
    pagePath,
    baselinePath,
    viewport,
    rounds = 3,
  }: {
    pagePath: string;
    baselinePath: string;
    viewport?: {width: number; height: number};
    rounds?: number;
  },
): Promise<HydrationComparison> {
  const firstVisit = async (path: string) => {
    const context = await browser.newContext(viewport ? {viewport} : {});
    try {
      return await mainThreadTimeToIdle(await context.newPage(), path);
    } finally {
      await context.close();
    }
  };
  const page: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baseline.push(await firstVisit(baselinePath));
    page.push(await firstVisit(pagePath));
  }
  return {ratio: median(page) / median(baseline), page, baseline};
}
