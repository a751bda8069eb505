// `npm run bench:mcp`: how fast the docs MCP server starts and answers, and
// how much memory it holds. Needs `npm run build` first. Prints the median
// and p95 of each tool over a fixed set of calls, through the official SDK
// client over stdio, as an assistant calls it; then 20 check_python calls at
// once: their latency, and the most pyright processes and memory (the
// server's and theirs) while they ran, against the pool's size.
import os from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

import {percentile} from '../../scripts/bench/stats.mjs';
import {rssMb, samplePeaks} from './processes.mjs';

const BIN = path.resolve(import.meta.dirname, '..', 'bin', 'tapcraft-docs-mcp.mjs');
const STARTS = 5;
const ROUNDS = 5;
const CONCURRENT = 20;
/** The server's default pool size. */
const WORKERS = os.availableParallelism();

const QUERIES = [
  'ocr',
  'find colors',
  'swipe',
  'install the app',
  'selector text',
  'window handle',
  'float window',
  'http request',
  'wait image',
  '找色',
];
const SYMBOLS = [
  ['find_colors', 'android'],
  ['screen.find_image', 'ios'],
  ['tapcraft.windows.window.find_window', undefined],
  ['click', 'windows'],
  ['Selector', 'android'],
  ['ocr', undefined],
  ['View.click', 'android'],
  ['Rect', undefined],
];
const SCRIPTS = [
  [
    'android',
    'from tapcraft.android.screen import find_colors\n\npoint = find_colors("0,0,#FF0000")\nprint(point)\n',
  ],
  ['android', 'from tapcraft.android.screen import find_colors\n\nfind_colors(123)\n'],
  [
    'windows',
    'from tapcraft.windows.screen import find_image\n\nprint(find_image("button.png"))\n',
  ],
];

async function start() {
  const client = new Client({name: 'tapcraft-bench', version: '1.0.0'});
  const transport = new StdioClientTransport({command: process.execPath, args: [BIN]});
  const began = performance.now();
  await client.connect(transport);
  return {client, transport, ms: performance.now() - began};
}

async function timed(client, name, args) {
  const began = performance.now();
  const result = await client.callTool({name, arguments: args});
  const ms = performance.now() - began;
  if (result.isError) throw new Error(`${name} failed: ${result.content[0].text}`);
  return ms;
}

const starts = [];
for (let i = 0; i < STARTS; i += 1) {
  const {client, ms} = await start();
  starts.push(ms);
  await client.close();
}

const {client, transport} = await start();
const rssAtStart = rssMb(transport.pid);
const times = {search_docs: [], get_api: [], check_python: []};
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of QUERIES) times.search_docs.push(await timed(client, 'search_docs', {query}));
  for (const [symbol, platform] of SYMBOLS) {
    times.get_api.push(await timed(client, 'get_api', {symbol, ...(platform && {platform})}));
  }
}
// Fewer rounds: the first check starts a pyright worker, which takes seconds.
for (let round = 0; round < 2; round += 1) {
  for (const [platform, code] of SCRIPTS) {
    times.check_python.push(await timed(client, 'check_python', {code, platform}));
  }
}
const rssAfter = rssMb(transport.pid);

// One call per worker first: the measured calls find every worker started.
await Promise.all(
  Array.from({length: WORKERS}, () =>
    timed(client, 'check_python', {code: SCRIPTS[0][1], platform: 'android'}),
  ),
);
const peaks = samplePeaks(transport.pid);
const concurrent = await Promise.all(
  Array.from({length: CONCURRENT}, (_, i) => {
    const [platform, code] = SCRIPTS[i % SCRIPTS.length];
    return timed(client, 'check_python', {code, platform});
  }),
);
const peak = peaks.stop();
await client.close();

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(
  `Server start (spawn to initialized, ${STARTS} starts): median ${fmt(percentile(starts, 50))}, p95 ${fmt(percentile(starts, 95))}`,
);
console.log(
  `Memory (RSS): ${rssAtStart.toFixed(0)} MB after start, ${rssAfter.toFixed(0)} MB after the calls below`,
);
for (const [tool, values] of Object.entries(times)) {
  console.log(
    `${tool} (${values.length} calls): median ${fmt(percentile(values, 50))}, p95 ${fmt(percentile(values, 95))}`,
  );
}
console.log(
  `check_python, ${CONCURRENT} calls at once (pool: ${WORKERS} workers, the default, started): median ${fmt(percentile(concurrent, 50))}, p95 ${fmt(percentile(concurrent, 95))}, max ${fmt(Math.max(...concurrent))}`,
);
console.log(
  `  meanwhile at most ${peak.pyrightProcesses} pyright processes, ${peak.rssMb.toFixed(0)} MB (RSS of the server and its pyright processes)`,
);
if (peak.pyrightProcesses > WORKERS) {
  console.error('More pyright processes ran than the pool has workers.');
  process.exitCode = 1;
}
