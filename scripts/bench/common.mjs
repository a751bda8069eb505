// What the benches share besides their statistics (stats.mjs): reading a
// count option, and launching Debian's Chromium for Playwright or Lighthouse.
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';

import {chromiumArgs, chromiumPath} from '../ensure-chromium.mjs';

/**
 * The value of option `--name` as a whole number of at least 1; the bench
 * stops with a message when it is not one.
 *
 * @param {string} value
 * @param {string} name
 * @returns {number}
 */
export function count(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} takes a whole number of at least 1, not "${value}".`);
    process.exit(1);
  }
  return number;
}

/** Headless Chromium driven by Playwright. */
export function launchChromium() {
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}

/** Headless Chromium on a debugging port, for Lighthouse (`lighthouseReport`). */
export function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}

/**
 * Lighthouse's report (mobile) of `url` in the Chromium `chrome`, for the
 * given categories.
 *
 * @param {{port: number}} chrome
 * @param {string} url
 * @param {string[]} categories
 */
export async function lighthouseReport(chrome, url, categories) {
  // Loaded here: the benches without Lighthouse need not load its many modules.
  const {default: lighthouse} = await import('lighthouse');
  const {lhr} = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: categories,
  });
  return lhr;
}
