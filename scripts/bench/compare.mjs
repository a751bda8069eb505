// npm run bench:compare -- <build A> <build B> [--runs N] [--pages doc,API page]
//
// Lighthouse (mobile, as `npm run bench`) on two builds of the site, each
// behind its own copy of the production nginx configuration, alternating
// A and B on every run so both sides see the same machine load. Prints, per
// page and side, the median performance score, FCP, LCP, TBT, main-thread
// time and script bytes transferred, with the range over the runs (how noisy
// the machine was), and the first visit's JS and CSS bytes as the byte
// budgets count them (gzip, scripts/firstVisitBytes.mjs). Lighthouse times
// tasks by the clock, so another job on the machine inflates TBT; each run
// therefore also loads the page once more at the same phone size and reports
// the main thread's CPU time until the page has hydrated and gone idle
// ("CPU ms"), which other processes barely move. Use it to decide whether a
// speed tweak still pays: build once with it and once without (`npx
// docusaurus build --out-dir .tmp/build-without && npx tsx
// scripts/postbuild.ts .tmp/build-without`).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {chromium} from '@playwright/test';

import {firstVisitBytes} from '../firstVisitBytes.mjs';
import {requireNginx, startNginx} from '../nginx.mjs';
import {count, launchLighthouseChrome, lighthouseReport} from './common.mjs';
import {spread} from './stats.mjs';

const PAGES = {
  home: '/',
  doc: '/docs/android/intro',
  'API page': '/docs/android/api/action',
  blog: '/blog',
  'blog post': '/blog/long-blog-post',
  shop: '/shop',
};
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3297);

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {runs: {type: 'string', default: '5'}, pages: {type: 'string'}},
});
if (positionals.length !== 2) {
  console.error(
    'Usage: npm run bench:compare -- <build A> <build B> [--runs N] [--pages doc,blog]',
  );
  process.exit(1);
}
const runs = count(values.runs, 'runs');
const pages = values.pages
  ? values.pages.split(',').map((name) => {
      if (!(name in PAGES)) {
        console.error(`Unknown page "${name}"; pages: ${Object.keys(PAGES).join(', ')}`);
        process.exit(1);
      }
      return name;
    })
  : Object.keys(PAGES);
for (const dir of positionals) {
  if (!existsSync(path.join(dir, '_nginx/security-headers.conf'))) {
    console.error(`${dir} is not a production build (no _nginx/security-headers.conf).`);
    process.exit(1);
  }
  // Without its .br and .gz files nginx would send the build uncompressed.
  if (!existsSync(path.join(dir, 'index.html.br'))) {
    console.error(`${dir} is not precompressed: run npx tsx scripts/postbuild.ts ${dir}`);
    process.exit(1);
  }
}

/** The numbers of one Lighthouse report this bench compares. */
function measures(lhr) {
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    'FCP ms': lhr.audits['first-contentful-paint'].numericValue,
    'LCP ms': lhr.audits['largest-contentful-paint'].numericValue,
    'TBT ms': lhr.audits['total-blocking-time'].numericValue,
    'main thread ms': lhr.audits['mainthread-work-breakdown'].numericValue,
    'JS KB': (scripts?.transferSize ?? 0) / 1024,
  };
}

requireNginx();
const sides = await Promise.all(
  positionals.map(async (dir, i) => ({
    label: `${'AB'[i]}: ${dir}`,
    port: FIRST_PORT + i,
    server: await startNginx({
      port: FIRST_PORT + i,
      name: `bench-compare-${'ab'[i]}`,
      buildDir: dir,
    }),
  })),
);

const chrome = await launchLighthouseChrome();

/** Lighthouse's mobile screen. */
const PHONE = {width: 412, height: 823};

/**
 * Main-thread CPU time (thread time, ms) of a first visit to `url` until the
 * page has hydrated and its network is idle, in a fresh browser context.
 */
async function cpuTimeToIdle(browser, url) {
  const context = await browser.newContext({viewport: PHONE, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', {timeDomain: 'threadTicks'});
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const {metrics} = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration').value * 1000;
  } finally {
    await context.close();
  }
}

const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const rows = [];
try {
  for (const page of pages) {
    const results = sides.map(() => []);
    const failed = sides.map(() => 0);
    for (let run = 0; run < runs; run += 1) {
      // A first on even runs, B first on odd ones: neither side always goes first.
      const order = run % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order) {
        const url = `http://127.0.0.1:${sides[side].port}${PAGES[page]}`;
        const lhr = await lighthouseReport(chrome, url, ['performance']);
        // A run Lighthouse could not finish (no paint seen, say) is counted, not averaged.
        if (lhr.runtimeError || lhr.categories.performance.score === null) {
          failed[side] += 1;
        } else {
          results[side].push({...measures(lhr), 'CPU ms': await cpuTimeToIdle(browser, url)});
        }
      }
    }
    for (const [i, side] of sides.entries()) {
      const url = `http://127.0.0.1:${side.port}${PAGES[page]}`;
      const {js, css} = await firstVisitBytes(browser, url, positionals[i]);
      const row = {page, side: side.label, 'failed runs': failed[i], 'JS B': js, 'CSS B': css};
      // No keys when every run failed: the row says so.
      for (const key of Object.keys(results[i][0] ?? {})) {
        row[key] = spread(
          results[i].map((result) => result[key]),
          key === 'JS KB' ? 1 : 0,
        );
      }
      rows.push(row);
    }
  }
} finally {
  await browser.close();
  await chrome.kill();
  await Promise.all(sides.map((side) => side.server.stop()));
}
console.log(
  `Lighthouse mobile, ${runs} runs per page and side, alternated: median (min–max); JS B and CSS B: first visit, gzip`,
);
console.table(rows);
