import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {
  MANIFEST_FILE,
  SIZE_FILE,
  type OfflineManifest,
  type OfflineSize,
} from '@tapcraft/core/offline/files';

/** Where a manifest address is in the locale's build folder: a page is its `.html` file. */
export function fileOfUrl(url: string, manifest: OfflineManifest, localeDir: string): string {
  const relative = decodeURI(url).slice(manifest.baseUrl.length);
  const isPage = manifest.pages.includes(url);
  return path.join(localeDir, isPage ? `${relative}.html` : relative);
}

/** The bytes nginx sends for a file: its Brotli copy where the build has one. */
async function sentBytes(file: string): Promise<number> {
  const brotli = `${file}.br`;
  return (await stat(existsSync(brotli) ? brotli : file)).size;
}

async function sizeOf(manifestFile: string, localeDir: string): Promise<OfflineSize> {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as OfflineManifest;
  const urls = [...manifest.pages, ...manifest.files];
  const hash = createHash('sha256');
  let bytes = await sentBytes(manifestFile);
  for (const url of urls) {
    const file = fileOfUrl(url, manifest, localeDir);
    if (!existsSync(file)) {
      throw new Error(`${manifestFile} lists ${url}, but the build has no ${file}`);
    }
    hash.update(`${url}\n`).update(await readFile(file));
    bytes += await sentBytes(file);
  }
  return {version: hash.digest('hex').slice(0, 12), bytes, files: urls.length + 1};
}

/**
 * Writes `offline/size.json` beside each locale's offline manifest (the
 * default locale's in `buildDir`, the others' one folder down). Runs after
 * the compressed copies are written, since they are what a download
 * transfers; the file is smaller than the smallest file the build
 * compresses, so it needs no copy of its own. Returns the sizes by folder.
 */
export async function writeOfflineSizes(buildDir: string): Promise<Map<string, OfflineSize>> {
  const folders = (await readdir(buildDir, {withFileTypes: true}))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(buildDir, entry.name));
  const sizes = new Map<string, OfflineSize>();
  for (const localeDir of [buildDir, ...folders]) {
    const manifestFile = path.join(localeDir, MANIFEST_FILE);
    if (!existsSync(manifestFile)) continue;
    const size = await sizeOf(manifestFile, localeDir);
    await writeFile(path.join(localeDir, SIZE_FILE), JSON.stringify(size));
    sizes.set(localeDir, size);
  }
  return sizes;
}
