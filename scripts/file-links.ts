// Every link of the built pages to a file of the site (a path with a file
// extension: /downloads/x.whl, /api/tapcraft.json, /img/logo.svg; pages have
// none) must name a file that exists, and no link may still carry
// Docusaurus's `pathname://` prefix: only `@docusaurus/Link` and Markdown
// links strip it, so in a plain <a> it is a link that does nothing.
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'parse5';

import {contentHash, type BuildCache} from '@tapcraft/core/buildCache';
import {filesUnder} from '@tapcraft/core/filesUnder';

/** The code that derives what the cache keeps. */
export const FILE_LINKS_FILE = 'scripts/file-links.ts';

/** A site path that names a file: its last segment has an extension. */
const FILE_PATH = /^\/(?!\/)(?:[^/]*\/)*[^/]+\.[A-Za-z0-9]+$/;
const LINK_ATTRIBUTES = new Set(['href', 'src']);

type Node = {
  attrs?: Array<{name: string; value: string}>;
  childNodes?: Node[];
  content?: Node;
};

/** `[attribute value]` of every href and src in an HTML document. */
export function linkTargets(html: string): string[] {
  const targets: string[] = [];
  const visit = (node: Node) => {
    for (const {name, value} of node.attrs ?? []) {
      if (LINK_ATTRIBUTES.has(name)) targets.push(value);
    }
    (node.childNodes ?? []).forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return targets;
}

/** Problems with the given link targets of one page, given which files exist. */
export function fileLinkProblems(
  targets: string[],
  fileExists: (pathname: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const target of targets) {
    if (target.startsWith('pathname://')) {
      problems.push(
        `${target}: the pathname:// prefix reached the page (use <Link> or a Markdown link)`,
      );
      continue;
    }
    const pathname = decodeURI(target.split(/[?#]/)[0]!);
    if (FILE_PATH.test(pathname) && !fileExists(pathname)) {
      problems.push(`${target}: no such file in the build`);
    }
  }
  return problems;
}

/**
 * `page: problem` for every broken file link of the build in `buildDir`.
 * A page's link targets are kept in `cache` by its HTML (MAINTAINERS.md, "Build caches").
 */
export async function checkFileLinks(
  buildDir: string,
  cache: BuildCache<string[]>,
): Promise<string[]> {
  const exists = (pathname: string) => existsSync(path.join(buildDir, pathname));
  const problems: string[] = [];
  const htmlFiles = (await filesUnder(buildDir)).filter((file) => file.endsWith('.html'));
  for (const file of htmlFiles) {
    const page = path.relative(buildDir, file);
    const html = await readFile(file, 'utf8');
    const targets = await cache.get(contentHash(html), () => linkTargets(html));
    for (const problem of fileLinkProblems(targets, exists)) {
      problems.push(`${page}: ${problem}`);
    }
  }
  return problems;
}
