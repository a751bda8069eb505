import {readFileSync} from 'node:fs';

import {product} from '@tapcraft/data/site';

/** Paths of every page in the built sitemap, e.g. `/docs/intro`. */
export function sitemapPaths(): string[] {
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!);
    if (url.origin !== new URL(product.url).origin)
      throw new Error(`sitemap URL on another host: ${loc}`);
    return decodeURI(url.pathname);
  });
}
