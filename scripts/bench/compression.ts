// npm run bench:compression [-- --build <dir>]
//
// Bytes against time for each kind of text file the build precompresses: the
// total size of its Brotli copies at several qualities and of its gzip copy,
// and how long one core takes to make them. scripts/precompress.ts chooses
// each file's quality from this (brotliQuality); run it again when the site's
// pages or bundles change much. Needs a production build (npm run build).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

import {brotliQuality, COMPRESSIBLE, MIN_BYTES} from '../precompress';

const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}}});
const buildDir = path.resolve(values.build!);
const QUALITIES = [5, 9, 10, 11];

const files = readdirSync(buildDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .map((file) => ({file: path.relative(buildDir, file), data: readFileSync(file)}))
  .filter(({data}) => data.length >= MIN_BYTES);
if (files.length === 0) {
  console.error(`No text files of ${MIN_BYTES} B or more in ${buildDir}: run npm run build first.`);
  process.exit(1);
}

/** Total output bytes and milliseconds of `compress` over `group`. */
function measure(group: Buffer[], compress: (data: Buffer) => Buffer) {
  const started = performance.now();
  const bytes = group.reduce((sum, data) => sum + compress(data).length, 0);
  return `${bytes.toLocaleString('en')} B ${Math.round(performance.now() - started)} ms`;
}

/** A kind: its extension, and whether it is served from `assets/` (the quality differs). */
const kindOf = (file: string) =>
  `${path.extname(file)}${brotliQuality(file) === 11 ? ' in assets/' : ''}`;
const kinds = [...new Set(files.map(({file}) => kindOf(file)))].sort();

const header = ['kind', 'files', 'bytes', ...QUALITIES.map((q) => `brotli ${q}`), 'gzip 9', 'used'];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => ' --- ').join('|')}|`);
for (const kind of kinds) {
  const group = files.filter(({file}) => kindOf(file) === kind);
  const data = group.map((entry) => entry.data);
  const row = [
    kind,
    String(group.length),
    data.reduce((sum, d) => sum + d.length, 0).toLocaleString('en'),
    ...QUALITIES.map((quality) =>
      measure(data, (d) =>
        brotliCompressSync(d, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: d.length,
          },
        }),
      ),
    ),
    measure(data, (d) => gzipSync(d, {level: 9})),
    `brotli ${brotliQuality(group[0]!.file)}`,
  ];
  console.log(`| ${row.join(' | ')} |`);
}
