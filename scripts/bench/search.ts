/**
 * npm run bench:search [-- <build dir> ... --visits N] — prints the size and
 * speed of the offline search: record count, index and answer-card bytes (raw
 * and gzip), time from opening the modal to the first results (hits and the
 * answer card) in Chromium, served by the production nginx configuration
 * (the median of several first visits, with the longest main-thread task
 * meanwhile), and query latency in Node (a first round of the queries on its
 * own, then 20 more), and the engine build in Node for a generated site of
 * 200,000 Chinese characters. Needs a production build (npm run build).
 * Given two build folders (say, one built without a speed tweak), the first
 * visits alternate between them and the first results are given for each.
 * `-- --locale zh-Hans` measures that locale's index and pages, with Chinese
 * queries added.
 */
import {readFileSync, statSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';

import {buildRecords} from '../../plugins/search-index/buildRecords';
import {toAlgoliaResponse} from '@tapcraft/core/search/algoliaResponse';
import {engineFromIndexFile, type LocalSearchEngine} from '@tapcraft/core/search/engine';
import {packIndex} from '@tapcraft/core/search/indexFile';
import {
  answerIndex,
  findAnswer,
  type AnswerCardFile,
  type AnswerIndex,
} from '@tapcraft/core/search/answers';
import {ENGINE_BUILD_MEASURE} from '../../src/search/loadLocalEngine';
import type {SearchIndexFile} from '@tapcraft/core/search/types';
import {chinesePages} from '../../tests/unit/search/fixtures';
import {requireNginx, startNginx} from '../nginx.mjs';
import {builtSearchFile, localePath as pathOfLocale} from './builtSearch';
import {count, launchChromium} from './common.mjs';
import {median, percentile} from './stats.mjs';

const QUERIES = [
  'click',
  'find_colors',
  'findColors',
  'find colors',
  'findc',
  'selector',
  'Selector.wait',
  'kv_set',
  'esp32',
  'hid',
  'ocr',
  'swipe',
  'permission',
  'notification',
  'websocket',
  'tunnel',
  'python',
  'pip install',
  'vip',
  'refund',
  '软件下载',
  '欢迎',
  'cloud control',
  'database',
  'screen capture',
  'long press',
  'input text',
  'timeout',
  'Rect',
  'qwxzvbnm',
];
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3290);
/** Queries a reader of the Chinese site types, besides the English ones. */
const CHINESE_QUERIES = [
  '找色',
  '多点找色',
  '截图',
  '输入模式',
  '无障碍',
  '控件',
  '安装应用',
  '云控',
];

const {values, positionals} = parseArgs({
  allowPositionals: true,
  // One visit's timing swings with what else the machine runs; the median of several does not.
  options: {visits: {type: 'string', default: '5'}, locale: {type: 'string', default: 'en'}},
});
const {locale} = values;
const localePath = pathOfLocale(locale);
const queries = locale === 'en' ? QUERIES : [...QUERIES, ...CHINESE_QUERIES];

/** Raw and gzip bytes of a built file, as a line of the report. */
function bytesOf(file: string): string {
  const gzip = gzipSync(readFileSync(file), {level: 9}).length;
  return `${statSync(file).size} raw, ${gzip} gzip (${(gzip / 1024).toFixed(1)} KiB)`;
}

/** Times each query of `QUERIES`, `rounds` times over, as the search page asks (50 hits). */
function queryLatency(engine: LocalSearchEngine, rounds: number) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      toAlgoliaResponse(engine.search(query), {
        query,
        indexName: 'tapcraft',
        page: 0,
        hitsPerPage: 50,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetWords: 20,
        origin: 'http://localhost',
        processingTimeMS: 0,
      });
      times.push(performance.now() - start);
    }
  }
  return times;
}

/** The median time `findAnswer` takes over `QUERIES`, 20 rounds. */
function answerLatency(answers: AnswerIndex): number {
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of QUERIES) {
      const start = performance.now();
      findAnswer(answers, query);
      times.push(performance.now() - start);
    }
  }
  return median(times);
}

type FirstResults = {
  openToResults: number;
  indexLoad: number;
  buildStart: number;
  build: number;
  longestTask: number;
};

/** Records, in the page, when a key opens search, when the first hit shows, and the longest task. */
function watchFirstResults(): void {
  const timing = {opened: 0, results: 0, longestTask: 0};
  // Not a named function: tsx would wrap it in a helper the page lacks.
  const shown: {resolve?: () => void} = {};
  Object.assign(window, {
    searchTiming: timing,
    searchResultsShown: new Promise<void>((resolve) => {
      shown.resolve = resolve;
    }),
  });
  // How long a keystroke could wait while the index loads.
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      if (timing.opened && task.startTime + task.duration > timing.opened) {
        timing.longestTask = Math.max(timing.longestTask, task.duration);
      }
    }
  }).observe({type: 'longtask'});
  window.addEventListener('keydown', () => (timing.opened ||= performance.now()), {
    capture: true,
  });
  // The query names an entry: the results are shown when its answer card is too.
  new MutationObserver((_, observer) => {
    if (document.querySelector('.DocSearch-Hit') && document.querySelector('[data-answer-card]')) {
      timing.results = performance.now();
      observer.disconnect();
      shown.resolve?.();
    }
  }).observe(document.body, {childList: true, subtree: true});
}

type WorkerTiming = {
  workerOrigin: number;
  build?: {startTime: number; duration: number};
  index?: {duration: number};
};

/** The index fetch and engine build, timed in the search worker, on its own timeline. */
async function workerTiming(page: Page): Promise<WorkerTiming> {
  const worker = page.workers().find((w) => w.url().includes('search-worker'));
  if (!worker) throw new Error('The search worker did not start.');
  return (await worker.evaluate(
    (measureName) => ({
      workerOrigin: performance.timeOrigin,
      // Plain objects: entries do not survive the trip to Node.
      build: performance.getEntriesByName(measureName).map((e) => e.toJSON())[0],
      index: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('search-index'))
        .map((e) => e.toJSON())[0],
    }),
    ENGINE_BUILD_MEASURE,
  )) as WorkerTiming;
}

/** Visits a page as a first-time visitor (a fresh context: nothing cached) and opens search. */
async function firstResults(browser: Browser, origin: string): Promise<FirstResults> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/${localePath}docs/intro`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The modal's code and the search worker load on hover, as for any mouse
    // user; the index is left for the modal to load, so the number is index
    // fetch + build + first query + rendering, timed in the page from the key press.
    await page.hover('.DocSearch-Button');
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchFirstResults);
    await page.keyboard.press('Control+k');
    // Typed into the field the modal focuses, as a person would. `page.fill`
    // would first check the field is visible and stable over two animation
    // frames, round trips that wait behind the index build and are not the site's.
    await page.keyboard.insertText('click');
    // Awaited in the page rather than with `waitForSelector`, whose polling
    // would run on the page's main thread while the results are on their way.
    await page.evaluate(
      () => (window as unknown as {searchResultsShown: Promise<void>}).searchResultsShown,
    );
    const {opened, results, longestTask, pageOrigin} = await page.evaluate(() => ({
      ...(
        window as unknown as {searchTiming: {opened: number; results: number; longestTask: number}}
      ).searchTiming,
      pageOrigin: performance.timeOrigin,
    }));
    const {workerOrigin, build, index} = await workerTiming(page);
    if (!build || !index) throw new Error('The search worker recorded no index load.');
    return {
      openToResults: results - opened,
      indexLoad: index.duration,
      buildStart: workerOrigin + build.startTime - pageOrigin - opened,
      build: build.duration,
      longestTask,
    };
  } finally {
    await context.close();
  }
}

/**
 * `firstResults` for `visits` visits to each build, behind nginx on localhost; with
 * several builds the visits alternate between them, in turns that change
 * which goes first, so every build sees the same machine load.
 */
async function measureFirstResults(buildDirs: string[], visits: number) {
  const servers: Array<{origin: string; stop: () => Promise<unknown>}> = [];
  const browser = await launchChromium();
  try {
    for (const [i, buildDir] of buildDirs.entries()) {
      const name = `bench-search-${i}`;
      servers.push(await startNginx({port: FIRST_PORT + i, name, buildDir, stdio: 'ignore'}));
    }
    const measured: FirstResults[][] = buildDirs.map(() => []);
    for (let visit = 0; visit < visits; visit += 1) {
      const order = servers.map((_, i) => (i + visit) % servers.length);
      for (const i of order) measured[i]!.push(await firstResults(browser, servers[i]!.origin));
    }
    return measured;
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The first-results lines for one build's visits. */
function printFirstResults(visits: FirstResults[]) {
  const middle = (pick: (visit: FirstResults) => number) => median(visits.map(pick));
  console.log(
    `modal to first results:  (hits and answer card) median ${middle((v) => v.openToResults).toFixed(0)} ms over ${visits.length} first visits (${visits.map((v) => v.openToResults.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `  of which, as medians:  index download ${middle((v) => v.indexLoad).toFixed(1)} ms; engine build ${middle((v) => v.build).toFixed(0)} ms, from ${middle((v) => v.buildStart).toFixed(0)} ms after opening`,
  );
  console.log(
    `longest page task:       median ${middle((v) => v.longestTask).toFixed(0)} ms between opening and first results (${visits.map((v) => v.longestTask.toFixed(0)).join(', ')} ms)`,
  );
}

async function main() {
  const visitCount = count(values.visits, 'visits');
  requireNginx();
  const buildDirs = positionals.length > 0 ? positionals : ['build'];
  const indexPath = builtSearchFile('search-index', locale);
  const packed = JSON.parse(readFileSync(indexPath, 'utf8')) as SearchIndexFile;
  const cardsPath = builtSearchFile('answer-cards', locale);
  const cardsStart = performance.now();
  const answers = answerIndex(JSON.parse(readFileSync(cardsPath, 'utf8')) as AnswerCardFile);
  const cardsBuildMs = performance.now() - cardsStart;
  const loadStart = performance.now();
  // As the browser builds it: from the index file, words already split.
  const engine = engineFromIndexFile(packed);
  const buildMs = performance.now() - loadStart;
  // The first round runs code not yet optimised and reads each term's
  // postings and each record for the first time; it is reported on its own.
  const firstRound = queryLatency(engine, 1);
  const times = queryLatency(engine, 20);
  const chinese = packIndex(buildRecords(chinesePages(200_000, '软件下载')));
  const chineseStart = performance.now();
  engineFromIndexFile(chinese);
  const chineseBuildMs = performance.now() - chineseStart;
  const visits = await measureFirstResults(buildDirs, visitCount);
  console.log(`locale:                  ${locale}`);
  console.log(`records:                 ${engine.size} (${packed.pages.length} pages)`);
  console.log(`index bytes:             ${bytesOf(indexPath)}`);
  console.log(`answer card bytes:       ${bytesOf(cardsPath)}`);
  console.log(
    `answer cards in Node:    ${cardsBuildMs.toFixed(1)} ms to index, ${answerLatency(answers).toFixed(3)} ms per query (median)`,
  );
  console.log(`engine build in Node:    ${buildMs.toFixed(1)} ms`);
  console.log(
    `  200,000 chars Chinese: ${chineseBuildMs.toFixed(1)} ms (${chinese.pieces.length} distinct words and gaps)`,
  );
  for (const [i, dir] of buildDirs.entries()) {
    if (buildDirs.length > 1) console.log(`${dir}:`);
    printFirstResults(visits[i]!);
  }
  console.log(
    `query latency:           median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${times.length} queries (20 rounds after the first)`,
  );
  console.log(
    `  first round:           median ${percentile(firstRound, 50).toFixed(2)} ms, p95 ${percentile(firstRound, 95).toFixed(2)} ms, max ${Math.max(...firstRound).toFixed(2)} ms over ${firstRound.length} queries`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
