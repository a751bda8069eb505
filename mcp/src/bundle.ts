/**
 * Writes the data bundle the server reads (mcp/data/, README "The data
 * bundle") from what `docusaurus build` wrote: the search index the site
 * fetches (one per locale) with its answer cards, the API model it publishes,
 * its Markdown twins (every locale's, by path: `/zh-Hans/docs/intro`), and type stubs
 * built from the same reference pages, one folder per platform. Run by
 * `npm run build` after the site is built; needs no network.
 *
 * Usage: tsx src/bundle.ts [buildDir] [outDir]
 */
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {loadApiPages, modulePlatform} from '@tapcraft/core/api/page';
import {buildStubs} from '@tapcraft/core/api/stubs';
import {apiPlatforms} from '@tapcraft/data/platforms-api';
import {servedPath} from '@tapcraft/core/markdown/paths';
import {localeConfigs, translatedLocales} from '@tapcraft/data/locales';
import {BUNDLE_FILES, localeSearchIndex, type BundleManifest, type BundlePage} from './bundleFiles';

const packageDir = path.resolve(__dirname, '..');
const siteDir = path.resolve(packageDir, '..');
const [buildDir = path.join(siteDir, 'build'), outDir = path.join(packageDir, 'data')] =
  process.argv.slice(2);

/** The one file of a kind the build emits for search in a locale (`''` or `zh-Hans/`), under its content-hashed name. */
function searchFile(kind: 'search-index' | 'answer-cards', localePath = ''): string {
  const dir = path.join(buildDir, localePath, 'assets', 'search');
  const names = readdirSync(dir).filter((name) =>
    new RegExp(`^${kind}\\.[0-9a-f]+\\.json$`).test(name),
  );
  if (names.length !== 1) {
    throw new Error(
      `Expected one ${kind} file in ${dir}, found ${names.length}: build the site first.`,
    );
  }
  return path.join(dir, names[0]!);
}

/** Every Markdown twin of the build (`docs/intro.md` is the twin of `/docs/intro`). */
function twins(): BundlePage[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const markdown = readFileSync(file, 'utf8');
      const relative = path.relative(buildDir, file).split(path.sep).join('/');
      return {
        path: servedPath(`/${relative.replace(/\.md$/, '')}`),
        title: /^# (.+)$/m.exec(markdown)?.[1] ?? relative,
        markdown,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path, 'en'));
}

rmSync(outDir, {recursive: true, force: true});
mkdirSync(outDir, {recursive: true});

cpSync(searchFile('search-index'), path.join(outDir, BUNDLE_FILES.searchIndex));
cpSync(searchFile('answer-cards'), path.join(outDir, BUNDLE_FILES.answers));
for (const locale of translatedLocales) {
  const index = searchFile('search-index', `${localeConfigs[locale].path}/`);
  cpSync(index, path.join(outDir, localeSearchIndex(locale)));
}
const model = readFileSync(path.join(buildDir, 'api', 'tapcraft.json'), 'utf8');
writeFileSync(path.join(outDir, BUNDLE_FILES.model), model);
const pages = twins();
writeFileSync(path.join(outDir, BUNDLE_FILES.pages), JSON.stringify(pages));

/**
 * A platform's stubs hold the shared package and its own: importing another
 * platform's package is then an unresolved import, as it is on the device.
 */
async function writeStubs(): Promise<void> {
  const apiPages = await loadApiPages(siteDir);
  for (const platform of apiPlatforms) {
    const own = apiPages.filter((page) => [null, platform].includes(modulePlatform(page.module)));
    const stubs = buildStubs(own, {
      outDir: path.join(outDir, BUNDLE_FILES.stubs, platform),
      rootName: 'tapcraft',
    });
    if (stubs.errors.length > 0) {
      const problems = stubs.errors.map((e) => `${e.file}:${e.line}: ${e.message}`);
      throw new Error(`Stubs for ${platform}: ${problems.join('\n')}`);
    }
  }
}

const {site, product, version} = JSON.parse(model) as {
  site: string;
  product: string;
  version: string;
};
const manifest: BundleManifest = {site, product, version};
writeFileSync(path.join(outDir, BUNDLE_FILES.manifest), JSON.stringify(manifest, null, 1));
writeStubs().then(
  () =>
    console.log(`[mcp] data bundle in ${path.relative(siteDir, outDir)}: ${pages.length} pages`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
