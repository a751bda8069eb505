// `npm test`: every check the project has, in the order CI needs them, then
// one summary line "N passed, N failed, N skipped" over all suites.
// Exits non-zero when anything failed.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './nginx.mjs';

const reports = '.tmp/reports';
mkdirSync(reports, {recursive: true});

const results = [];

// Stopping `npm test` stops the step that runs, and that step stops what it
// started (Playwright its servers, each server its nginx): nothing outlives it.
let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(1);
  });
}

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  current = spawn(command, args, {stdio: 'inherit', env: {...process.env, ...extraEnv}});
  return new Promise((resolve) =>
    current.on('exit', (code) => {
      current = null;
      resolve(code === 0);
    }),
  );
}

/** A suite that counts as one check: passed when the command exits 0. */
async function check(name, command, args) {
  const ok = await run(command, args);
  results.push({name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0});
  return ok;
}

/** A suite that could not run, or left no report: one failure. */
const notRun = (name) => results.push({name, passed: 0, failed: 1, skipped: 0});

/**
 * A suite counted test by test from the JSON report at `file`, which
 * `counts` reads. A run that failed with no failed test (a file that does
 * not load) counts as one failure; a missing or unreadable report as well.
 */
function countReport(name, ok, file, counts) {
  try {
    const {passed, failed, skipped} = counts(JSON.parse(readFileSync(file, 'utf8')));
    results.push({name, passed, failed: failed || (ok ? 0 : 1), skipped});
  } catch {
    notRun(name);
  }
}

/** A vitest run, counted test by test. */
async function vitestSuite(name, reportName, args = []) {
  const file = `${reports}/${reportName}.json`;
  const ok = await run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  countReport(name, ok, file, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }));
}

function pythonBlocks() {
  const child = spawnSync('python3', ['scripts/check-python-blocks.py'], {encoding: 'utf8'});
  process.stdout.write(child.stdout);
  process.stderr.write(child.stderr);
  const match = /(\d+) parse, (\d+) broken/.exec(child.stdout);
  results.push({
    name: 'python blocks parse',
    passed: match ? Number(match[1]) : 0,
    failed: match ? Number(match[2]) : 1,
    skipped: 0,
  });
}

async function browserTests(buildOk) {
  const missing = buildOk
    ? [ensureChromium(), ensureNginx()].find((tool) => !tool.ok)?.message
    : 'the build failed.';
  if (missing) {
    console.log(`\nBrowser tests not run: ${missing}`);
    notRun('browser tests');
    return;
  }
  const file = `${reports}/playwright.json`;
  const ok = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countReport('browser tests', ok, file, ({stats}) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  }));
}

await check('typecheck (tsc)', 'npx', ['tsc']);
await check('lint (eslint)', 'npx', ['eslint', '.']);
await check('format (prettier)', 'npx', ['prettier', '--check', '.']);
pythonBlocks();
await vitestSuite('unit tests', 'vitest');
const buildOk = await check('production build', 'npm', ['run', 'build']);
// The docs MCP server reads the data bundle the build writes (mcp/README.md).
if (buildOk) {
  await vitestSuite('MCP server', 'vitest-mcp', ['--config', 'mcp/vitest.config.ts']);
} else {
  console.log('\nMCP server tests not run: the build failed.');
  notRun('MCP server');
}
await browserTests(buildOk && existsSync('build/index.html'));

console.log('\nSummary by suite:');
for (const r of results) {
  console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
