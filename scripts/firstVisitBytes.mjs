// What a first visit to a page loads, counted one way for the byte budgets
// (tests/browser/faults.spec.ts) and the benches (bench:compare, and
// bench:build's stock bytes), so their numbers can be compared.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * The script and stylesheet files (URL paths) a first visit to `url` in
 * Playwright's `page` loads until the page has hydrated and its network is
 * idle. Prefetches of linked pages (resource type "other") are left out: the
 * browser fetches them when idle, and skips them on slow connections or data
 * saver.
 *
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @returns {Promise<string[]>}
 */
export async function firstVisitFiles(page, url) {
  const files = new Set();
  /** @param {import('playwright-core').Response} response */
  const record = (response) => {
    const type = response.request().resourceType();
    const {pathname} = new URL(response.url());
    if ((type === 'script' || type === 'stylesheet') && /\.(js|css)$/.test(pathname)) {
      files.add(pathname);
    }
  };
  page.on('response', record);
  try {
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', record);
  }
  return [...files];
}

/**
 * Bytes of the JS and of the CSS among `files` (URL paths in `buildDir`),
 * each gzipped at level 9: the same count whatever the server sends.
 *
 * @param {string} buildDir
 * @param {readonly string[]} files
 * @returns {{js: number, css: number}}
 */
export function gzipBytesByKind(buildDir, files) {
  const bytes = {js: 0, css: 0};
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(buildDir, file)), {level: 9}).length;
    bytes[file.endsWith('.css') ? 'css' : 'js'] += size;
  }
  return bytes;
}

/**
 * First-visit JS and CSS bytes (gzip) of `url`, in a fresh context of
 * Playwright's `browser` (nothing cached), read from `buildDir`.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} buildDir
 * @returns {Promise<{js: number, css: number}>}
 */
export async function firstVisitBytes(browser, url, buildDir) {
  const context = await browser.newContext();
  try {
    return gzipBytesByKind(buildDir, await firstVisitFiles(await context.newPage(), url));
  } finally {
    await context.close();
  }
}
