import type {PluggableList} from 'unified';
import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';

import * as settings from '@tapcraft/data/site';
import {
  company,
  externalUrls,
  operatorName,
  product,
  readSearchCredentials,
} from '@tapcraft/data/site';
import remarkApiEntryLayout from './plugins/api-reference/entryLayout';
import remarkApiPage, {remarkMigrationTable} from './plugins/api-reference/remark';
import remarkCodeTokens from './plugins/code-highlight/remark';
import type {CompileHintsOptions} from './plugins/compile-hints';
import type {MarkdownTwinsOptions} from './plugins/markdown-twins';
import type {ProductionAssetsOptions} from './plugins/production-assets';
import type {SearchIndexPluginOptions} from './plugins/search-index';
import {footerLinks, siteCopyright} from './src/config/footer';
import {sidebarItemsGenerator} from './src/config/getStarted';
import {navbarItems} from './src/config/navbar';
import {prismDark, prismLight} from './src/config/prismThemes';
import {checkReleaseSettings} from './src/config/release';
import {sidebarSections} from './src/config/sidebarSections';
import {facts} from '@tapcraft/data/facts';
import {defaultLocale, localeConfigs, translatedLocales} from '@tapcraft/data/locales';
import {chineseTerm} from '@tapcraft/data/terms';
import {pageAlternates} from '@tapcraft/core/pages/locale';
import {withAlternates} from './src/config/sitemap';
import {ssrTemplate} from './src/config/ssrTemplate';

checkReleaseSettings(process.env, settings);

const hostedSearch = readSearchCredentials(process.env);

/** The locale being built: Docusaurus sets it before it loads this file for each locale. */
// `docusaurus start` without --locale sets the variable to the string 'undefined'.
const localeOfRun = process.env.DOCUSAURUS_CURRENT_LOCALE;
/** API pages' remark plugin, for the docs plugin and for the twins, which read the same tree. */
const apiPageRemark: PluggableList = [
  [remarkApiPage, {membersComponent: '@site/src/components/ApiMembers'}],
];

const currentLocale = localeOfRun && localeOfRun !== 'undefined' ? localeOfRun : defaultLocale;

/** Search hits on these hosts keep their own URL instead of the site's. */
function externalHostsPattern(urls: string[]): string {
  return urls.map((url) => new URL(url).host.replace(/\./g, '\\.')).join('|');
}

/**
 * Bump when the announcement text changes: a new id shows the bar again to
 * visitors who closed the previous one.
 */
const announcementId = 'esp32-hid-tutorial-2025';
/** The bar's HTML in each locale: theme config is not translated through the JSON files. */
const announcement = {
  en: `New: drive any phone with the ${facts.hid.productName}. <a href="/docs/android/esp32">Read the tutorial</a>`,
  'zh-Hans': `新品：用 ${chineseTerm(facts.hid.productName)}操控任意手机。<a href="/zh-Hans/docs/android/esp32">阅读教程</a>`,
};

/** Prism languages beyond prism-react-renderer's own, for the build-time highlighter. */
const prismLanguages = ['bash', 'json', 'python', 'ini'];
const codeTokens = [remarkCodeTokens, {additionalLanguages: prismLanguages}];

const config = {
  title: product.name,
  tagline: product.tagline,
  favicon: 'img/favicon.svg',

  url: product.url,
  baseUrl: '/',
  // `false`: pages are built as `/docs/intro.html` and linked without a
  // slash; the server answers `/docs/intro` with that file and redirects
  // `/docs/intro/` to it (see MAINTAINERS.md, "Trailing slashes").
  trailingSlash: false,

  future: {
    v4: true,
    faster: true,
    // No page shows a last-update date and the sitemap has no lastmod, so the
    // git history that v4 reads at the start of each locale's build goes unused
    // (UPGRADING.md, "Build time").
    experimental_vcs: 'disabled',
  },

  ssrTemplate,
  // Off because of the template: Docusaurus's check for a wrong baseUrl
  // inserts its "did not load properly" banner (hidden only by CSS) when the
  // app has not run by DOMContentLoaded, which with the template is every
  // first load of the home page. A wrong baseUrl still shows: the page then
  // loads without its styles and scripts.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // API entries use `### View.click {#View.click}` for anchors with dots;
    // the v4 defaults turn this syntax off.
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'throw',
    },
  },

  // Each locale but English is built under its own path (/zh-Hans/...);
  // `npm run build` builds them all (README, "Languages").
  i18n: {
    defaultLocale,
    locales: [defaultLocale, ...translatedLocales],
    localeConfigs,
  },

  titleDelimiter: '|',

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, extended (plugins/docs-lean-metadata).
        docs: false,
        blog: {
          blogTitle: 'Tapcraft blog',
          remarkPlugins: [codeTokens],
          blogDescription:
            'Releases, tutorials and notes from the Tapcraft team on Python automation for Android, iOS and Windows.',
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: true,
            copyright: `© ${company.copyrightYear} ${operatorName}`,
          },
          editUrl: `${externalUrls.docsRepository}/edit/main/`,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {
          remarkPlugins: [codeTokens],
        },
        theme: {
          customCss: ['./src/css/custom.css', './src/css/api.css'],
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            withAlternates(
              await defaultCreateSitemapItems(params),
              pageAlternates(__dirname, params.routes, params.siteConfig),
              params.siteConfig.url,
            ),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './plugins/docs-lean-metadata/index.ts',
      {
        sidebarPath: './sidebars.ts',
        // Each platform sidebar leads with its Get started pages.
        sidebarItemsGenerator,
        // API reference pages get their badges and member table from the API model,
        // migration guides their tables; the entry layout runs before the highlighter,
        // which then colours the wrapped signatures.
        remarkPlugins: [...apiPageRemark, remarkMigrationTable, remarkApiEntryLayout, codeTokens],
        editUrl: `${externalUrls.docsRepository}/edit/main/`,
        showLastUpdateTime: false,
      } satisfies DocsOptions,
    ],
    './plugins/api-reference/index.ts',
    './plugins/code-highlight/index.ts',
    [
      './plugins/compile-hints/index.ts',
      // Search: the modal (src/theme/SearchBar), its worker and the engine.
      {
        chunkGroups: ['search-modal', 'search-worker', 'search-engine'],
      } satisfies CompileHintsOptions,
    ],
    './plugins/docsearch-modal-css/index.ts',
    './plugins/idle-prefetch/index.ts',
    './plugins/malformed-hash/index.ts',
    './plugins/mdx-errors/index.ts',
    [
      './plugins/markdown-twins/index.ts',
      {
        sidebarSections,
        platformSidebars: {android: 'bar_android', ios: 'bar_ios', windows: 'bar_windows'},
        apiPageRemark,
      } satisfies MarkdownTwinsOptions,
    ],
    './plugins/offline/index.ts',
    './plugins/translations/index.ts',
    './plugins/tslib-helpers/index.ts',
    ...(process.env.TAPCRAFT_TEST_ROUTES === '1' ? ['./plugins/test-routes/index.ts'] : []),
    [
      './plugins/production-assets/index.ts',
      {
        hostedSearch: hostedSearch !== null,
        frameOrigins: [new URL(externalUrls.videoEmbedBase).origin],
      } satisfies ProductionAssetsOptions,
    ],
    [
      './plugins/search-index/index.ts',
      {
        mode: hostedSearch ? 'algolia' : 'local',
        sidebarSections,
        reactPages: {
          '/': {title: product.name, description: product.description},
        },
      } satisfies SearchIndexPluginOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcementId,
      content: announcement[currentLocale as keyof typeof announcement] ?? announcement.en,
      isCloseable: true,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: product.name,
      logo: {
        alt: `${product.name} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      hideOnScroll: false,
      items: navbarItems(currentLocale),
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      copyright: siteCopyright(currentLocale),
    },
    // preset-classic enables @docusaurus/theme-search-algolia when this is set.
    algolia: {
      appId: hostedSearch?.appId ?? 'LOCAL',
      apiKey: hostedSearch?.apiKey ?? 'local',
      indexName: hostedSearch?.indexName ?? 'tapcraft',
      contextualSearch: false,
      // Contextual search is off, but queries still name the language and
      // the content they search, so hosted and local results agree. The modal
      // keeps DocSearch's 20 hits; the search page asks for 50 itself.
      searchParameters: {
        facetFilters: [
          `language:${currentLocale}`,
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
        ],
      },
      searchPagePath: 'search',
      externalUrlRegex: externalHostsPattern([externalUrls.forum, externalUrls.developerLogin]),
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: prismLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
