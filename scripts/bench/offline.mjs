// npm run bench:offline — the offline docs' download (plugins/offline), per
// locale of build/: its files and bytes (offline/size.json), then the time
// "Download for offline" takes in Chromium behind the production nginx
// configuration, over Chrome DevTools' "Fast 3G" (562.5 ms round trip,
// 180,000 B/s down, 84,375 B/s up), from the click on Download until the
// control says the docs are saved. nginx here speaks HTTP/1.1, so the
// browser fetches six files at a time; over HTTP/2 it would fetch them all
// at once. BENCH_PORT sets nginx's port (3299).
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {requireNginx, startNginx} from '../nginx.mjs';
import {launchChromium} from './common.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
};

/** Each locale's folder in build/ with its offline manifest: the default locale's, then the others'. */
function localeDirs() {
  const folders = readdirSync('build', {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('build', entry.name));
  return ['build', ...folders].filter((dir) => existsSync(path.join(dir, 'offline/size.json')));
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const dirs = localeDirs();
if (dirs.length === 0) {
  console.error('No offline download in build/: run "npm run build" first.');
  process.exit(1);
}
requireNginx();
const server = await startNginx({port: PORT, name: 'bench-offline', stdio: 'ignore'});
const browser = await launchChromium();

/** Seconds from the click on Download until the control says the docs are saved. */
async function downloadSeconds(firstPage) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}${firstPage}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The control at the foot of the sidebar, then the panel's Download (names differ per locale).
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await sidebar.locator('.button--block').click();
    await sidebar.locator('.button--primary').click({trial: true});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const started = performance.now();
    await sidebar.locator('.button--primary').click();
    await sidebar.getByRole('status').waitFor({timeout: 600_000});
    return (performance.now() - started) / 1000;
  } finally {
    await context.close();
  }
}

/** A page with the docs sidebar, where the control is: the writers' intro (the docs index has no sidebar). */
const firstDoc = (manifest) => manifest.pages.find((page) => page.endsWith('/docs/intro'));

const rows = [];
try {
  for (const dir of dirs) {
    const manifest = readJson(path.join(dir, 'offline/manifest.json'));
    const size = readJson(path.join(dir, 'offline/size.json'));
    rows.push({
      locale: manifest.locale,
      pages: manifest.pages.length,
      files: size.files,
      bytes: size.bytes,
      MB: (size.bytes / 1e6).toFixed(2),
      'Fast 3G s': (await downloadSeconds(firstDoc(manifest))).toFixed(1),
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
