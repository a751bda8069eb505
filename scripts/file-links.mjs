// Every link of the built pages to a file of the site (a path with a file
// extension: /downloads/x.whl, /api/tapcraft.json, /img/logo.svg; pages have
// none) must name a file that exists, and no link may still carry
// Docusaurus's `pathname://` prefix: only `@docusaurus/Link` and Markdown
// links strip it, so in a plain <a> it is a link that does nothing.
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'parse5';

/** A site path that names a file: its last segment has an extension. */
const FILE_PATH = /^\/(?!\/)(?:[^/]*\/)*[^/]+\.[A-Za-z0-9]+$/;
const LINK_ATTRIBUTES = new Set(['href', 'src']);

/** `[attribute value]` of every href and src in an HTML document. */
export function linkTargets(html) {
  const targets = [];
  const visit = (node) => {
    for (const {name, value} of node.attrs ?? []) {
      if (LINK_ATTRIBUTES.has(name)) targets.push(value);
    }
    (node.childNodes ?? []).forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return targets;
}

/** Problems with the file links of one page, given which files exist. */
export function fileLinkProblems(html, fileExists) {
  const problems = [];
  for (const target of linkTargets(html)) {
    if (target.startsWith('pathname://')) {
      problems.push(
        `${target}: the pathname:// prefix reached the page (use <Link> or a Markdown link)`,
      );
      continue;
    }
    const pathname = decodeURI(target.split(/[?#]/)[0]);
    if (FILE_PATH.test(pathname) && !fileExists(pathname)) {
      problems.push(`${target}: no such file in the build`);
    }
  }
  return problems;
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `page: problem` for every broken file link of the build in `buildDir`. */
export async function checkFileLinks(buildDir) {
  const exists = (pathname) => existsSync(path.join(buildDir, pathname));
  const problems = [];
  for (const file of await htmlFiles(buildDir)) {
    const page = path.relative(buildDir, file);
    for (const problem of fileLinkProblems(await readFile(file, 'utf8'), exists)) {
      problems.push(`${page}: ${problem}`);
    }
  }
  return problems;
}
