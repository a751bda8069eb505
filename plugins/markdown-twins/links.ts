import path from 'node:path';

import {servedPath, twinUrl} from '@tapcraft/core/markdown/paths';

export type LinkTargets = {
  /** The site's address, `https://tapcraft.example`. */
  siteUrl: string;
  /** The locale's base URL (`/zh-Hans/`): a link from the site's root (`/docs/x`) stays in the locale, as on the page. */
  baseUrl?: string;
  /** URL paths (decoded) of every page that has a twin. */
  twins: ReadonlySet<string>;
  /** Absolute source file → its page's URL path, for links written as file paths (`./x.mdx`). */
  pagesByFile: ReadonlyMap<string, string>;
};

/** Scheme of an absolute URL (`https:`, `mailto:`); `pathname:` is Docusaurus's own. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * How a twin writes a page's links: absolute, and to the twin of the target
 * when it has one (`/docs/intro` → `https://…/docs/intro.md`), so an
 * assistant that follows a link reads Markdown again.
 */
export function twinLinks(
  targets: LinkTargets,
  page: {permalink: string; file: string},
): (url: string) => string {
  const site = targets.siteUrl.replace(/\/$/, '');
  return (url) => {
    if (url.startsWith('pathname://')) return `${site}${url.slice('pathname://'.length)}`;
    if (SCHEME.test(url)) return url;
    const hashAt = url.indexOf('#');
    const hash = hashAt >= 0 ? url.slice(hashAt) : '';
    const target = hashAt >= 0 ? url.slice(0, hashAt) : url;
    let pathname: string;
    let search = '';
    if (target === '') {
      pathname = page.permalink;
    } else if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
      const file = path.resolve(path.dirname(page.file), decodeURI(target));
      const permalink = targets.pagesByFile.get(file);
      if (!permalink) throw new Error(`the link ${url} names a file that is no page`);
      pathname = permalink;
    } else {
      const base = targets.baseUrl ?? '/';
      const inLocale =
        target.startsWith('/') && !target.startsWith(base) ? base + target.slice(1) : target;
      const resolved = new URL(inLocale, `${site}${encodeURI(servedPath(page.permalink))}`);
      pathname = resolved.pathname.replace(/\.html$/, '');
      search = resolved.search;
    }
    pathname = servedPath(pathname);
    if (!search && targets.twins.has(pathname)) return `${twinUrl(site, pathname)}${hash}`;
    return `${site}${encodeURI(pathname)}${search}${hash}`;
  };
}
