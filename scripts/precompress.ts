// Writes a .br and a .gz copy next to every text file of build/, for servers
// that send precompressed files as they are (deploy/nginx.conf). Part of
// `npm run build`, after `docusaurus build`, so it sees every file whatever
// plugin wrote it and whenever (the blog feeds and the sitemap are written
// in plugins' postBuild, at the same time as ours).
//
// The files are compressed in parallel, each at the Brotli quality chosen for
// its kind (brotliQuality), and each result is kept in node_modules/.cache
// under the hash of what it compresses: a rebuild compresses only files whose
// bytes changed.
import {createHash, randomUUID} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

import {filesUnder} from '@tapcraft/core/filesUnder';
import {inParallel} from '@tapcraft/core/inParallel';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|atom|txt|md|xsl|map|webmanifest)$/;
/** Below this size a compressed copy saves less than its own response headers. */
export const MIN_BYTES = 1024;

const CACHE_DIR = 'node_modules/.cache/tapcraft-precompress';

/**
 * Puts the cached copy in the build as a hard link: copying the 2,520 files
 * took 1.4 s of a warm build, linking them 0.2 s. No step of the build
 * writes into a file it or another step wrote before (each writes a new
 * file, or removes one first as here), so the build and the cache never
 * disagree. Where a link cannot be made (another file system, one that has
 * none), the build gets a copy.
 */
async function linkOrCopy(cacheFile: string, target: string) {
  // A copy from an earlier run over the same build.
  await rm(target, {force: true});
  try {
    await link(cacheFile, target);
  } catch {
    await copyFile(cacheFile, target);
  }
}

/**
 * Brotli quality for a file of the build, by where it is served from and its
 * type. Chosen with `npm run bench:compression`, which prints bytes and one
 * core's time per kind of file and quality:
 * - `assets/` holds content-hashed files, cached for a year and rebuilt only
 *   when their content changes: they get the smallest copy, quality 11.
 * - Pages, twins and feeds change on most builds (every page names the hash
 *   of the runtime chunk, which any change renames). Quality 10 is 2.5%
 *   larger than 11 on the site's HTML in a third of the time (2,018,498
 *   against 1,968,794 B; 3.4 s against 10.0 s for 197 pages), and 3% larger
 *   on the twins in 40% of the time.
 * - The llms files (`.txt`) are rewritten when any page changes, and each is
 *   one task of up to 3 MB: quality 9 is 9% larger than 11 in 6% of the
 *   time (0.4 s against 6.5 s for the five).
 */
export function brotliQuality(relativePath: string): number {
  if (relativePath.split(/[\\/]/)[0] === 'assets') return 11;
  return relativePath.endsWith('.txt') ? 9 : 10;
}

const encoders: Record<'br' | 'gz', (data: Buffer, relativePath: string) => Promise<Buffer>> = {
  br: (data, relativePath) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relativePath),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzipAsync(data, {level: 9}),
};

/**
 * Compresses every text file of `buildDir` of at least MIN_BYTES. Returns
 * how many files it compressed and how many came from the cache.
 */
export async function precompress(
  buildDir: string,
  cacheDir = CACHE_DIR,
): Promise<{compressed: number; cached: number}> {
  await mkdir(cacheDir, {recursive: true});
  const files = (await filesUnder(buildDir)).filter((file) => COMPRESSIBLE.test(file));
  const used = new Set<string>();
  let compressed = 0;
  let cached = 0;
  // zlib runs in libuv's thread pool: one task per core keeps every core busy.
  await inParallel(files, os.availableParallelism(), async (file) => {
    const data = await readFile(file);
    if (data.length < MIN_BYTES) return;
    const relativePath = path.relative(buildDir, file);
    const hash = createHash('sha256').update(data).digest('hex');
    for (const [extension, encode] of Object.entries(encoders)) {
      const settings = extension === 'br' ? `.q${brotliQuality(relativePath)}` : '';
      const cacheFile = path.join(cacheDir, `${hash}${settings}.${extension}`);
      used.add(path.basename(cacheFile));
      if (existsSync(cacheFile)) {
        cached += 1;
      } else {
        // Written beside and renamed: a half-written copy, kept, would be sent for as long as its file stays the same.
        const partial = `${cacheFile}.${randomUUID()}.partial`;
        await writeFile(partial, await encode(data, relativePath));
        await rename(partial, cacheFile);
        compressed += 1;
      }
      await linkOrCopy(cacheFile, `${file}.${extension}`);
    }
  });
  // Keep only what this build used, so the cache never grows past one build.
  const stale = (await readdir(cacheDir)).filter((name) => !used.has(name));
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), {force: true})));
  return {compressed, cached};
}
