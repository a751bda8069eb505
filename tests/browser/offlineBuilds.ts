import {createHash} from 'node:crypto';
import {cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {workerScript} from '../../plugins/offline';
import {inlineCode} from '../../plugins/production-assets/inlineScripts';
import type {WorkerSettings} from '../../plugins/offline/workerSettings';

/*
 * Other deployments of build/, made in seconds by editing a copy as a
 * rebuild would change it, for the offline tests to serve at the same
 * address after build/ itself.
 */

const TEXT_FILE = /\.(html|js|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A copy of build/ in `dir`, without the compressed copies: nginx then sends the files themselves. */
export function copyBuild(dir: string): void {
  rmSync(dir, {recursive: true, force: true});
  cpSync('build', dir, {recursive: true, filter: (source) => !/\.(br|gz)$/.test(source)});
}

/**
 * Gives an edited script of `assets/` a new content hash, as the bundler
 * would, and names it so in every file that named it: a chunk is named by
 * the runtime, which is then renamed too, and the runtime by every page.
 */
function rehash(dir: string, file: string): void {
  const [, oldHash] = /\.([0-9a-f]{8})\.js$/.exec(file)!;
  const newHash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
  renameSync(file, file.replace(`.${oldHash}.js`, `.${newHash}.js`));
  const naming = filesUnder(dir).filter(
    (other) => TEXT_FILE.test(other) && readFileSync(other, 'utf8').includes(oldHash!),
  );
  for (const other of naming) {
    writeFileSync(other, readFileSync(other, 'utf8').replaceAll(oldHash!, newHash));
  }
  naming
    .filter((other) => other.includes(`${path.sep}assets${path.sep}`))
    .forEach((other) => rehash(dir, other));
}

/**
 * Allows the copy's inline scripts in its CSP again, as plugins/production-assets
 * does after a build: each page's inline loader names the runtime's file.
 */
function rewritePolicy(dir: string): void {
  const hashes = new Set(
    filesUnder(dir)
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => inlineCode(readFileSync(file, 'utf8')).scriptHashes),
  );
  const file = path.join(dir, '_nginx', 'security-headers.conf');
  const sources = [...hashes].map((hash) => `'${hash}'`).join(' ');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(/script-src 'self'[^;]*;/, `script-src 'self' ${sources};`),
  );
}

/** Edits a sentence of a page in a copy of the build: in its HTML and in the script that renders it. */
export function changePageText(dir: string, page: string, from: string, to: string): void {
  const html = path.join(dir, `${page}.html`);
  const scripts = filesUnder(path.join(dir, 'assets', 'js')).filter((file) =>
    readFileSync(file, 'utf8').includes(from),
  );
  if (!readFileSync(html, 'utf8').includes(from) || scripts.length !== 1) {
    throw new Error(`"${from}" is not on ${page}, or not in exactly one script`);
  }
  writeFileSync(html, readFileSync(html, 'utf8').replaceAll(from, to));
  writeFileSync(scripts[0]!, readFileSync(scripts[0]!, 'utf8').replaceAll(from, to));
  rehash(dir, scripts[0]!);
  rewritePolicy(dir);
}

/** Replaces the copy's worker with the one a build with `offlineDocs.enabled: false` writes. */
export function switchWorkerOff(dir: string): void {
  const file = path.join(dir, 'sw.js');
  const [, json] = /^const settings = (.*);$/m.exec(readFileSync(file, 'utf8'))!;
  const settings = JSON.parse(json!) as WorkerSettings;
  writeFileSync(file, workerScript({...settings, enabled: false}));
}
