// Compiles MDX files the way Docusaurus does (MDX 3, GFM) and reports syntax
// errors with file and line, in a second instead of a full build.
// Usage: node scripts/check-mdx.mjs docs/android/intro.mdx [more files...]
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import yaml from 'js-yaml';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

const files = process.argv.slice(2);
let failures = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  try {
    const data = frontMatter ? yaml.load(frontMatter[1]) : {};
    if (!file.includes('/blog/') && (!data?.title || !data?.description) && !file.endsWith('.md')) {
      throw new Error('front matter needs title and description');
    }
  } catch (error) {
    failures += 1;
    console.error(`${file}:1: front matter: ${error.reason ?? error.message}`);
    continue;
  }
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (m) =>
    '\n'.repeat(m.split('\n').length - 1),
  );
  try {
    await compile(escapeMarkdownHeadingIds(body), {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    failures += 1;
    const line = error.line ?? error.place?.line ?? error.position?.start?.line ?? '?';
    console.error(`${file}:${line}: ${error.reason ?? error.message}`);
  }
}
console.log(`${files.length - failures} ok, ${failures} with errors`);
process.exit(failures ? 1 : 0);
