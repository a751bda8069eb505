// npm run bench:dev -- [site dir ...] [--stock] [--edits N] [--page /docs/android/intro]
//
// What a writer waits for under `npm start`: the time from launching
// `docusaurus start` until the page answers, then, over N edits, the time
// from saving an MDX file until the open page in Chromium shows the new
// text. With two or more site directories (say a checkout of main and this
// one, each with its node_modules), every server starts first, then the
// edits alternate between the sites so all sides see the same machine load.
// `--stock` adds stock Docusaurus holding the same pages (scripts/bench/stockSite.mjs,
// made from the Markdown twins of the last `npm run build`).
// Each edited file is restored when the run ends, even on Ctrl+C.
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import type {Page} from '@playwright/test';

import {ensureChromium} from '../ensure-chromium.mjs';
import {count, launchChromium} from './common.mjs';
import {spread} from './stats.mjs';
import {makeStockSite, stockDir} from './stockSite.mjs';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3401);

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    edits: {type: 'string', default: '6'},
    page: {type: 'string', default: '/docs/android/intro'},
    stock: {type: 'boolean', default: false},
  },
});
const edits = count(values.edits, 'edits');
const chrome = ensureChromium();
if (!chrome.ok) {
  console.error(chrome.message);
  process.exit(1);
}

/** The MDX file behind a docs URL: docs/<path>.mdx or docs/<path>/index.mdx. */
function docFile(siteDir: string, urlPath: string) {
  const rel = urlPath.replace(/^\/docs\//, '');
  for (const candidate of [`${rel}.mdx`, `${rel}.md`, `${rel}/index.mdx`]) {
    const file = path.join(siteDir, 'docs', candidate);
    try {
      return {file, original: readFileSync(file, 'utf8')};
    } catch {
      // try the next name
    }
  }
  console.error(`No doc file for ${urlPath} under ${siteDir}/docs`);
  process.exit(1);
}

type Site = {
  dir: string;
  port: number;
  file: string;
  original: string;
  times: number[];
  startSeconds?: number;
  server?: ChildProcess;
  page?: Page;
};

const dirs = positionals.length > 0 ? positionals : ['.'];
if (values.stock) {
  makeStockSite();
  dirs.unshift(stockDir);
}
const sites: Site[] = dirs.map((dir, i) => ({
  dir: path.resolve(dir),
  port: FIRST_PORT + i,
  ...docFile(path.resolve(dir), values.page),
  times: [] as number[],
}));

function restoreAll() {
  for (const site of sites) writeFileSync(site.file, site.original);
}
process.on('SIGINT', () => {
  restoreAll();
  process.exit(130);
});

async function startServer(site: Site) {
  const began = performance.now();
  site.server = spawn(
    'npx',
    ['docusaurus', 'start', '--port', String(site.port), '--host', '127.0.0.1', '--no-open'],
    {cwd: site.dir, env: {...process.env, BROWSER: 'none'}, stdio: 'ignore', detached: true},
  );
  const url = `http://127.0.0.1:${site.port}${values.page}`;
  for (;;) {
    if (site.server.exitCode !== null) throw new Error(`docusaurus start exited in ${site.dir}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  site.startSeconds = (performance.now() - began) / 1000;
}

const browser = await launchChromium();
try {
  for (const site of sites) {
    await startServer(site);
    site.page = await browser.newPage();
    await site.page.goto(`http://127.0.0.1:${site.port}${values.page}`);
    await site.page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 120_000});
  }
  for (let run = 0; run < edits; run++) {
    for (const site of sites) {
      const marker = `Bench edit ${Date.now()} ${run}`;
      const began = performance.now();
      writeFileSync(site.file, `${site.original}\n${marker}\n`);
      await site.page!.getByText(marker).waitFor({timeout: 120_000});
      site.times.push((performance.now() - began) / 1000);
      // Let the recompile settle so the next edit starts from an idle server.
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
} finally {
  restoreAll();
  await browser.close();
  for (const site of sites) if (site.server?.pid) process.kill(-site.server.pid);
}

console.log(`Edit of ${values.page}, ${edits} edits per site, alternating:`);
for (const site of sites) {
  console.log(
    `${site.dir}\n  dev start ${site.startSeconds!.toFixed(1)} s; edit to update: median ${spread(site.times)} s`,
  );
}
