/**
 * Where a page's Markdown twin is. Shared by the plugin and the "Copy page"
 * menu in the browser, so it imports nothing.
 */

/**
 * The path a page is served at, decoded: an index doc's permalink ends in
 * `/` (`/docs/android/api/action/`), but the site serves it without
 * (`trailingSlash: false`, MAINTAINERS.md "Trailing slashes").
 */
export function servedPath(permalink: string): string {
  return decodeURI(permalink).replace(/\/+$/, '') || '/';
}

/** `/docs/intro` → `docs/intro.md`, where the twin is written in the build. */
export function twinFile(permalink: string): string {
  return `${servedPath(permalink).slice(1)}.md`;
}

/** The twin's URL, percent-encoded: a path, or an absolute URL when `siteUrl` is given. */
export function twinUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl.replace(/\/$/, '')}${encodeURI(servedPath(permalink))}.md`;
}

/**
 * The title of every doc by the path it is served at, as links name pages
 * (`/docs/android/api/screen#before-you-start`): keyed by the permalink, an
 * index doc would be found only with its trailing slash.
 */
export function docTitlesByPath(
  docs: ReadonlyArray<{permalink: string; title: string}>,
): Map<string, string> {
  return new Map(docs.map((doc) => [servedPath(doc.permalink), doc.title]));
}
