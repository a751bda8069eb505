// The last step of `npm run build`, once every plugin has written its files:
// checks the links to downloadable files, then precompresses the text files.
import {checkFileLinks} from './file-links.mjs';
import {precompress} from './precompress.mjs';

const buildDir = process.argv[2] ?? 'build';
const problems = await checkFileLinks(buildDir);
if (problems.length > 0) {
  console.error(`Links to files that the build does not ship:\n${problems.join('\n')}`);
  process.exit(1);
}
const started = performance.now();
const {compressed, cached} = await precompress(buildDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[postbuild] ${compressed} files compressed, ${cached} from the cache, in ${seconds} s`,
);
