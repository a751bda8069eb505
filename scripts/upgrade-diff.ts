/**
 * npm run upgrade:diff [-- --accept]
 *
 * For every file of ours that copies or depends on a library file
 * (scripts/upstream-files.json: ejected theme components, and the library
 * files a plugin relies on), compares that library file as installed now with
 * the one it was taken from, and prints what changed upstream as a diff
 * (the recorded version is fetched with `npm pack` when it is not cached).
 * Exits 1 when anything changed or is missing. After carrying the changes
 * over (or deciding they do not matter), `--accept` records the installed
 * versions. See UPGRADING.md.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** One of our files and the library file it was taken from, at the version it was taken from. */
export type UpstreamFile = {
  file: string;
  package: string;
  upstream: string;
  version: string;
  sha256: string;
};

export type UpstreamCheck =
  | {kind: 'unchanged'; installedVersion: string}
  | {kind: 'changed'; installedVersion: string; installedText: string; installedSha256: string}
  | {kind: 'missing'; what: string};

export const RECORD = 'scripts/upstream-files.json';

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

export function readRecord(root: string): UpstreamFile[] {
  return JSON.parse(readFileSync(path.join(root, RECORD), 'utf8')) as UpstreamFile[];
}

/** Compares the installed copy of `entry`'s library file with the one recorded. */
export function checkUpstream(entry: UpstreamFile, root: string): UpstreamCheck {
  if (!existsSync(path.join(root, entry.file))) {
    return {kind: 'missing', what: `${entry.file} (ours) no longer exists: remove its entry`};
  }
  const packageDir = path.join(root, 'node_modules', entry.package);
  const packageJson = path.join(packageDir, 'package.json');
  if (!existsSync(packageJson)) {
    return {kind: 'missing', what: `${entry.package} is not installed (run npm ci)`};
  }
  const installedVersion = (JSON.parse(readFileSync(packageJson, 'utf8')) as {version: string})
    .version;
  const upstreamPath = path.join(packageDir, entry.upstream);
  if (!existsSync(upstreamPath)) {
    return {
      kind: 'missing',
      what: `${entry.package}@${installedVersion} has no ${entry.upstream} any more (moved or removed)`,
    };
  }
  const installedText = readFileSync(upstreamPath, 'utf8');
  const installedSha256 = sha256(installedText);
  if (installedSha256 === entry.sha256) return {kind: 'unchanged', installedVersion};
  return {kind: 'changed', installedVersion, installedText, installedSha256};
}

/** A unified diff from `before` to `after`, by git, which every checkout has. */
export function unifiedDiff(before: string, after: string, labels: [string, string]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'upgrade-diff-'));
  try {
    const [a, b] = ['a', 'b'].map((name) => path.join(dir, name));
    writeFileSync(a!, before);
    writeFileSync(b!, after);
    const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--', a!, b!], {
      encoding: 'utf8',
    });
    // Exit status 1 means "differs"; anything else is git failing.
    if (result.status !== 0 && result.status !== 1) {
      throw new Error(`git diff failed: ${result.stderr}`);
    }
    return result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('diff --git ') && !line.startsWith('index '))
      .map((line) =>
        line.startsWith('--- ')
          ? `--- ${labels[0]}`
          : line.startsWith('+++ ')
            ? `+++ ${labels[1]}`
            : line,
      )
      .join('\n');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * The library file as published at `entry.version`, from the npm registry
 * (`npm pack`, cached under .tmp/upgrade-diff/), or null when it cannot be had.
 */
function recordedUpstreamText(entry: UpstreamFile, root: string): string | null {
  const cache = path.join(root, '.tmp/upgrade-diff', `${entry.package}@${entry.version}`);
  const file = path.join(cache, 'package', entry.upstream);
  if (!existsSync(file)) {
    mkdirSync(cache, {recursive: true});
    const pack = spawnSync(
      'npm',
      ['pack', `${entry.package}@${entry.version}`, '--silent', '--pack-destination', cache],
      {encoding: 'utf8'},
    );
    const tarball = pack.stdout.trim().split('\n').at(-1);
    if (pack.status !== 0 || !tarball) return null;
    spawnSync('tar', ['-xzf', path.join(cache, tarball), '-C', cache]);
  }
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  return sha256(text) === entry.sha256 ? text : null;
}

function main(): void {
  const root = process.cwd();
  const accept = process.argv.includes('--accept');
  const record = readRecord(root);
  let changed = 0;
  let missing = 0;
  for (const entry of record) {
    const check = checkUpstream(entry, root);
    const name = `${entry.file} ← ${entry.package}/${entry.upstream}`;
    if (check.kind === 'missing') {
      missing += 1;
      console.log(`MISSING    ${name}\n           ${check.what}`);
      continue;
    }
    if (check.kind === 'unchanged') {
      console.log(`unchanged  ${name} (${entry.version} → ${check.installedVersion})`);
      if (accept) entry.version = check.installedVersion;
      continue;
    }
    changed += 1;
    console.log(`CHANGED    ${name} (${entry.version} → ${check.installedVersion})`);
    const before = recordedUpstreamText(entry, root);
    if (before === null) {
      console.log(
        `           ${entry.version} could not be fetched; compare ${entry.file} with node_modules/${entry.package}/${entry.upstream} by hand.`,
      );
    } else {
      console.log(
        unifiedDiff(before, check.installedText, [
          `${entry.package}@${entry.version}/${entry.upstream}`,
          `${entry.package}@${check.installedVersion}/${entry.upstream}`,
        ]),
      );
    }
    if (accept) {
      entry.version = check.installedVersion;
      entry.sha256 = check.installedSha256;
    }
  }
  if (accept) writeFileSync(path.join(root, RECORD), `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `\n${record.length} files checked: ${record.length - changed - missing} unchanged upstream, ${changed} changed, ${missing} missing.`,
  );
  if (accept) {
    console.log(`Recorded the installed versions in ${RECORD}.`);
  } else if (changed + missing > 0) {
    console.log(
      'Carry each change over to our file (or decide it does not matter), then run `npm run upgrade:diff -- --accept`.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
