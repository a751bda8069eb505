// npm run bench:build [-- --runs N | --bytes]
//
// How long `npm run build` takes against stock Docusaurus building the same
// docs. The stock side is the classic preset with Faster on and nothing else:
// no plugins, theme or MDX components of ours. Its docs and blog posts are
// this site's Markdown twins (what `npm run build` writes beside each page),
// so both sides hold the same pages and text. Both sides are built twice to
// warm their caches, then built in turn, stock and ours alternating, so both
// see the same machine load. Prints the median and the range of each side and
// the ratio of the medians.
//
// With --bytes it times nothing: it builds the stock site once from the
// twins of the current build/ and prints what a first visit to a doc and to
// a blog post loads there and here, JS and CSS gzipped, as the byte budgets
// count them (tests/browser/faults.spec.ts holds the stock numbers).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {firstVisitBytes} from '../firstVisitBytes.mjs';
import {requireNginx, startNginx} from '../nginx.mjs';
import {count, launchChromium} from './common.mjs';
import {median, spread} from './stats.mjs';
import {makeStockSite, stockDir} from './stockSite.mjs';

const {values} = parseArgs({
  options: {runs: {type: 'string', default: '3'}, bytes: {type: 'boolean', default: false}},
});
const runs = count(values.runs, 'runs');

const docusaurus = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

function timed(label, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, {stdio: ['ignore', 'ignore', 'pipe']});
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`${label} build failed:\n${result.stderr.toString().slice(-4000)}`);
    process.exit(1);
  }
  return seconds;
}

const buildOurs = () => timed('Our', 'npm', ['run', '--silent', 'build']);
const buildStock = () =>
  timed('Stock', process.execPath, [
    docusaurus,
    'build',
    stockDir,
    '--out-dir',
    path.join(stockDir, 'build'),
  ]);

/** The pages whose first visit --bytes measures: the same twin on both sides. */
const BYTE_PAGES = {doc: '/docs/android/intro', 'blog post': '/blog/long-blog-post'};
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3293);

/** Prints the first-visit bytes of BYTE_PAGES on the stock build and on ours (build/). */
async function printFirstVisitBytes() {
  const {docs, posts} = makeStockSite();
  console.log(`Stock site: ${docs} docs and ${posts} blog posts from the twins; building it.`);
  buildStock();
  // Our nginx configuration includes the build's security headers; stock Docusaurus writes none.
  mkdirSync(path.join(stockDir, 'build/_nginx'), {recursive: true});
  writeFileSync(path.join(stockDir, 'build/_nginx/security-headers.conf'), '');
  requireNginx();
  const sides = [
    {side: 'stock', buildDir: path.join(stockDir, 'build')},
    {side: 'ours', buildDir: path.resolve('build')},
  ];
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const [i, {side, buildDir}] of sides.entries()) {
      const name = `bench-build-${side}`;
      const server = await startNginx({port: FIRST_PORT + i, name, buildDir, stdio: 'ignore'});
      try {
        for (const [page, pagePath] of Object.entries(BYTE_PAGES)) {
          rows.push({
            page,
            side,
            ...(await firstVisitBytes(browser, server.origin + pagePath, buildDir)),
          });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log('First visit, bytes gzipped (level 9), as tests/browser/faults.spec.ts counts them:');
  console.table(rows);
}

if (values.bytes) {
  await printFirstVisitBytes();
  process.exit(0);
}

// Two builds each: after a change, Rspack's first build fills its cache and
// its second still emits some chunks under other names (so this site
// compresses them again); from the third on, a build writes what the last did.
console.log('Warming up: two builds of each side.');
buildOurs();
buildOurs();
const {docs, posts} = makeStockSite();
console.log(`Stock site: ${docs} docs and ${posts} blog posts from the twins.`);
buildStock();
buildStock();
if (!existsSync(path.join(stockDir, 'build/404.html'))) {
  console.error('The stock build wrote no 404.html.');
  process.exit(1);
}

const ours = [];
const stock = [];
for (let run = 1; run <= runs; run += 1) {
  stock.push(buildStock());
  ours.push(buildOurs());
  console.log(
    `run ${run}/${runs}: stock ${stock.at(-1).toFixed(1)} s, ours ${ours.at(-1).toFixed(1)} s`,
  );
}
console.log(`stock Docusaurus: median ${spread(stock)} s`);
console.log(`npm run build:    median ${spread(ours)} s`);
console.log(`ratio (ours / stock, medians): ${(median(ours) / median(stock)).toFixed(2)}`);
