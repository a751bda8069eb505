import type {Alternate} from '@tapcraft/core/pages/locale';

/**
 * The sitemap's items, each page written in more than one locale with its
 * `xhtml:link` alternates (`pageAlternates`; the `sitemap` package that
 * Docusaurus writes with reads an item's `links`). Pages without a
 * translation have none.
 */
export function withAlternates<Item extends {url: string}>(
  items: Item[],
  alternates: Map<string, Alternate[]>,
  siteUrl: string,
): Array<Item & {links?: Array<{lang: string; url: string}>}> {
  return items.map((item) => {
    const links = alternates.get(item.url.slice(siteUrl.length));
    return links ? {...item, links: links.map(({hreflang, url}) => ({lang: hreflang, url}))} : item;
  });
}
