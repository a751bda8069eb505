import type {PluginRouteConfig, RouteConfig} from '@docusaurus/types';

import {servedPath, twinUrl} from '@tapcraft/core/markdown/paths';
import type {OfflineManifest} from '@tapcraft/core/offline/files';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;
const COMPRESSED_COPY = /\.(br|gz)$/;

function leafPaths(route: RouteConfig): string[] {
  return route.routes ? route.routes.flatMap(leafPaths) : [route.path];
}

/** The pages of the docs plugin, as served: the leaves of its routes (the others are layouts). */
export function docsPages(routes: PluginRouteConfig[]): string[] {
  const pages = routes
    .filter((route) => route.plugin.name === DOCS_PLUGIN)
    .flatMap(leafPaths)
    .map(servedPath);
  return [...new Set(pages)].sort();
}

/** The site paths of the images an HTML page loads or links (`src` and `href` attributes). */
export function imagesOf(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)=["']?(\/[^"'\s>?#]+)/g)]
    .map(([, url]) => url!)
    .filter((url) => IMAGE.test(url));
}

export type ManifestInput = {
  locale: string;
  baseUrl: string;
  /** `docsPages(routes)`: decoded paths, with the locale's base URL. */
  pages: string[];
  /** Every file of the locale's build folder, relative to it, with `/` between folders. */
  builtFiles: string[];
  /** The HTML of a page of `pages`. */
  pageHtml: (page: string) => string;
};

export function offlineManifest({
  locale,
  baseUrl,
  pages,
  builtFiles,
  pageHtml,
}: ManifestInput): OfflineManifest {
  const built = new Set(builtFiles);
  const inBuild = (url: string) =>
    url.startsWith(baseUrl) && built.has(decodeURI(url).slice(baseUrl.length));
  const assets = builtFiles
    .filter((file) => file.startsWith('assets/') && !COMPRESSED_COPY.test(file))
    .map((file) => encodeURI(`${baseUrl}${file}`));
  const images = pages.flatMap((page) => imagesOf(pageHtml(page))).filter(inBuild);
  const twins = pages.map((page) => twinUrl('', page));
  return {
    locale,
    baseUrl,
    pages: pages.map((page) => encodeURI(page)),
    files: [...new Set([...twins, ...assets, ...images])].sort(),
  };
}
