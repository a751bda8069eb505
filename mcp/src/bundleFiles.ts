/** The files of the data bundle, shared by the writer (bundle.ts) and the server (data.ts). */
export const BUNDLE_FILES = {
  manifest: 'bundle.json',
  /** The English site's offline search index, as `/assets/search/search-index.<hash>.json`. */
  searchIndex: 'search-index.json',
  /** The answer cards search shows above its hits, as `/assets/search/answer-cards.<hash>.json`. */
  answers: 'answer-cards.json',
  /** `/api/tapcraft.json`. */
  model: 'tapcraft.json',
  /** Every Markdown twin: `BundlePage[]`. */
  pages: 'pages.json',
  /** `stubs/<platform>/tapcraft/…`: what pyright checks a script for that platform against. */
  stubs: 'stubs',
} as const;

export type BundlePage = {
  /** Where the site serves the page: `/docs/android/api/screen`. */
  path: string;
  title: string;
  markdown: string;
};

export type BundleManifest = {
  /** The site's origin, `https://tapcraft.example`. */
  site: string;
  product: string;
  version: string;
};

/** A translated locale's search index in the bundle, as `/<locale>/assets/search/search-index.<hash>.json`. */
export const localeSearchIndex = (locale: string) => `search-index.${locale}.json`;
