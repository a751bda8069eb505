// Stock Docusaurus holding this site's pages, for benches that compare with
// it: the classic preset with Faster on and nothing of ours, its docs and
// blog posts the Markdown twins `npm run build` writes beside each page.
import {cpSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const stockDir = path.resolve('.tmp/bench-build/stock');

/** Copies every Markdown twin under `from` into `to`, keeping the folders; returns how many. */
function copyTwins(from, to) {
  const twinOrFolder = (source) => source.endsWith('.md') || statSync(source).isDirectory();
  cpSync(from, to, {recursive: true, filter: twinOrFolder});
  return readdirSync(to, {recursive: true}).filter((name) => name.endsWith('.md')).length;
}

/** Writes the stock site from `build/`; stops when the build holds no twins. */
export function makeStockSite() {
  rmSync(stockDir, {recursive: true, force: true});
  const docs = copyTwins('build/docs', path.join(stockDir, 'docs'));
  const posts = copyTwins('build/blog', path.join(stockDir, 'blog'));
  if (docs === 0) {
    console.error('build/docs holds no Markdown twins: run `npm run build` first.');
    process.exit(1);
  }
  writeFileSync(
    path.join(stockDir, 'docusaurus.config.mjs'),
    `export default {
  title: 'Stock',
  url: 'https://example.com',
  baseUrl: '/',
  future: {v4: true, faster: true},
  onBrokenLinks: 'warn',
  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn'}},
  presets: [['classic', {blog: {onUntruncatedBlogPosts: 'ignore'}}]],
};
`,
  );
  return {docs, posts};
}
