// The last step of `npm run build`, once every plugin has written its files:
// checks the links to downloadable files, precompresses the text files, then
// writes what the offline download weighs, which depends on the compressed copies.
//
// Usage: tsx scripts/postbuild.ts [buildDir]
import path from 'node:path';

import {BuildCache, codeVersion} from '@tapcraft/core/buildCache';
import {writeOfflineSizes} from '../plugins/offline/size';
import {checkFileLinks, FILE_LINKS_FILE} from './file-links';
import {precompress} from './precompress';

const siteDir = path.resolve(__dirname, '..');
const buildDir = process.argv[2] ?? path.join(siteDir, 'build');

async function main() {
  const started = performance.now();
  const version = codeVersion(siteDir, [FILE_LINKS_FILE]);
  const linkTargets = new BuildCache<string[]>(siteDir, 'file-links', version);
  const problems = await checkFileLinks(buildDir, linkTargets);
  if (problems.length > 0) {
    console.error(`Links to files that the build does not ship:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const {compressed, cached} = await precompress(buildDir);
  const offline = [...(await writeOfflineSizes(buildDir)).values()]
    .map(({bytes, files}) => `${files} files, ${bytes} B`)
    .join('; ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[postbuild] file links checked; ${compressed} files compressed, ${cached} from the cache; offline download ${offline || 'off'}; in ${seconds} s`,
  );
}

void main();
