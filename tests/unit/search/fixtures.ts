import {buildRecords, type PageSource} from '../../../plugins/search-index/buildRecords';
import {engineFromIndexFile} from '../../../src/search/engine';
import {packIndex} from '../../../src/search/indexFile';

const api = (url: string, title: string, markdown: string): PageSource => ({
  url,
  title,
  markdown,
  section: 'Android',
  docusaurusTag: 'docs-default-current',
  pageRank: 3,
});

/** A small site: an API page, a guide that mentions the API, a blog post. */
export const pages: PageSource[] = [
  api(
    '/docs/android/api/screen',
    'Screen',
    `Read pixels from the screen.

## Colour search

### find_colors

Finds a multi-point colour pattern and returns its first point.

### find_image

Finds a template image on the screen.
`,
  ),
  {
    url: '/docs/android/intro',
    title: 'Tapcraft for Android',
    markdown: `## First script

Your first script can call find_colors to wait for a button, then tap it.
Colour patterns are fast.
`,
    section: 'Android',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
  },
  {
    url: '/blog/欢迎',
    title: '欢迎 — Welcome to Tapcraft',
    markdown: `## 软件下载

在这里下载 Tapcraft 的安装包 for Android.
`,
    section: 'Blog',
    docusaurusTag: 'default',
    pageRank: 1,
  },
  {
    url: '/docs/about/us',
    title: 'About <Tapcraft>',
    description: 'We write <script>alert("x")</script> & <img src=x onerror=alert(1)> safely.',
    section: 'About',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
  },
];

export const records = buildRecords(pages);

/** The engine over `records`, built from their index file as the browser builds it. */
export const engine = engineFromIndexFile(packIndex(records));
