// npm run bench — Lighthouse (mobile) on the production nginx server, best
// of 3 runs per page: the four category scores and LCP / TBT / CLS.
// BENCH_PORT sets nginx's port (3296), BENCH_BUILD the folder it serves (build/).
import {requireNginx, startNginx} from '../nginx.mjs';
import {launchLighthouseChrome, lighthouseReport} from './common.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3296);
const PAGES = {
  home: '/',
  doc: '/docs/android/intro',
  'API page': '/docs/android/api/action',
  blog: '/blog',
  shop: '/shop',
};
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

requireNginx();
const server = await startNginx({
  port: PORT,
  name: 'bench-lighthouse',
  buildDir: process.env.BENCH_BUILD ?? 'build',
});
const chrome = await launchLighthouseChrome();

const pct = (score) => Math.round(score * 100);
const rows = [];
try {
  for (const [name, path] of Object.entries(PAGES)) {
    let best = null;
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await lighthouseReport(chrome, `${server.origin}${path}`, CATEGORIES);
      if (!best || lhr.categories.performance.score > best.categories.performance.score) best = lhr;
    }
    rows.push({
      page: name,
      performance: pct(best.categories.performance.score),
      accessibility: pct(best.categories.accessibility.score),
      'best practices': pct(best.categories['best-practices'].score),
      seo: pct(best.categories.seo.score),
      'LCP ms': Math.round(best.audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(best.audits['total-blocking-time'].numericValue),
      CLS: best.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
