// npm run bench:serve — first the bytes of what the build serves AI
// assistants (llms.txt, llms-full.txt, the per-platform files, the Markdown
// twins; raw and gzip), then load on the production nginx server over
// loopback: wrk, 30 s, 100 connections, a mix of page and asset URLs from
// the sitemap and the build. Prints requests per second, p99 latency and errors.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {aptInstall} from '../ensure-chromium.mjs';
import {requireNginx, startNginx} from '../nginx.mjs';

const PORT = 3295;
const origin = `http://127.0.0.1:${PORT}`;

function urls() {
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const assets = readdirSync('build/assets/js')
    .filter((f) => f.endsWith('.js') && !f.includes('search-index'))
    .slice(0, 40)
    .map((f) => `/assets/js/${f}`);
  const css = readdirSync('build/assets/css')
    .filter((f) => f.endsWith('.css'))
    .map((f) => `/assets/css/${f}`);
  return [...pages, ...assets, ...css];
}

/** `raw B, gzip B` of files, gzip at level 9 as the byte budgets count it. */
function bytes(files) {
  const contents = files.map((file) => readFileSync(file));
  const raw = contents.reduce((sum, content) => sum + content.length, 0);
  const gzip = contents.reduce((sum, content) => sum + gzipSync(content, {level: 9}).length, 0);
  return `${raw.toLocaleString('en')} B raw, ${gzip.toLocaleString('en')} B gzip`;
}

const twins = readdirSync('build', {recursive: true})
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join('build', file));
const platformFiles = readdirSync('build/docs', {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join('build/docs', entry.name, 'llms-full.txt'))
  .filter((file) => existsSync(file));
console.log('For AI assistants (plugins/markdown-twins):');
console.log(`  llms.txt:      ${bytes(['build/llms.txt'])}`);
console.log(`  llms-full.txt: ${bytes(['build/llms-full.txt'])}`);
for (const file of platformFiles) {
  console.log(`  ${path.relative('build', file)}: ${bytes([file])}`);
}
console.log(`  ${twins.length} twins:    ${bytes(twins)}`);
console.log('');

if (!spawnSync('which', ['wrk']).stdout.length && !aptInstall(['wrk'])) {
  console.error('wrk is missing: sudo apt-get install wrk');
  process.exit(1);
}
requireNginx();
const server = await startNginx({port: PORT, name: 'bench-serve'});

const list = urls();
// Every URL must answer 200 on its own first, so the error count under load means load errors.
const failing = [];
for (const url of list) {
  const response = await fetch(origin + url, {headers: {'Accept-Encoding': 'br, gzip'}});
  if (response.status !== 200) failing.push(`${response.status} ${url}`);
}
if (failing.length > 0) {
  await server.stop();
  console.error(`These URLs do not answer 200:\n${failing.join('\n')}`);
  process.exit(1);
}
// A wrk script that walks the URL list round-robin, asking for compressed responses as browsers do.
const script = `.tmp/wrk-urls.lua`;
writeFileSync(
  script,
  // Sitemap paths are already percent-encoded (/blog/%E6%AC%A2...): send them as they are.
  `local paths = {${list.map((u) => JSON.stringify(u)).join(',')}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], {["Accept-Encoding"] = "br, gzip"})
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT rps=%.0f p99_ms=%.2f errors=%d non2xx=%d requests=%d\\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, summary.requests))
end
`,
);
const wrk = spawnSync('wrk', ['-t2', '-c100', '-d30s', '--latency', '-s', script, origin], {
  encoding: 'utf8',
});
await server.stop();
const result = /RESULT (.*)/.exec(wrk.stdout)?.[1];
if (!result) {
  console.error(wrk.stdout, wrk.stderr);
  process.exit(1);
}
const values = Object.fromEntries(result.split(' ').map((pair) => pair.split('=')));
console.log(`urls:          ${list.length} (pages and assets, round-robin)`);
console.log(`requests/s:    ${values.rps}`);
console.log(`p99 latency:   ${values.p99_ms} ms`);
console.log(
  `errors:        ${values.errors} socket, ${values.non2xx} non-2xx, of ${values.requests} requests`,
);
