import {buildRecords, type PageSource} from '../../../plugins/search-index/buildRecords';
import {engineFromIndexFile} from '@tapcraft/core/search/engine';
import {packIndex} from '@tapcraft/core/search/indexFile';
import {parseTree} from '@tapcraft/core/pages/parse';

const api = (url: string, title: string, markdown: string): PageSource => ({
  url,
  title,
  tree: parseTree(markdown),
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
    tree: parseTree(`## First script

Your first script can call find_colors to wait for a button, then tap it.
Colour patterns are fast.
`),
    section: 'Android',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
  },
  {
    url: '/blog/欢迎',
    title: '欢迎 — Welcome to Tapcraft',
    tree: parseTree(`## 软件下载

在这里下载 Tapcraft 的安装包 for Android.
`),
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

/**
 * Pages of generated Chinese text, `characters` long in all: pairs of
 * common characters between commas, so nearly every run of CJK characters
 * (a word to the tokeniser) is a new one. `phrase` is one paragraph of its
 * own, on one of the pages.
 */
export function chinesePages(
  characters: number,
  phrase: string,
): Array<PageSource & {text: string}> {
  const common = Array.from({length: 3000}, (_, i) => String.fromCharCode(0x4e00 + i * 7));
  let seed = 11;
  const next = (below: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % below;
  };
  const paragraphs: string[] = [];
  let length = 0;
  while (length < characters) {
    const runs = Array.from({length: 40}, () => common[next(3000)]! + common[next(3000)]!);
    paragraphs.push(`${runs.join('，')}。`);
    length += paragraphs.at(-1)!.length;
  }
  paragraphs.splice(paragraphs.length >> 1, 0, `在这里${phrase}。`);
  const pageCount = 40;
  return Array.from({length: pageCount}, (_, page) => ({
    url: `/zh/docs/page-${page}`,
    title: `第${page}页`,
    text: paragraphs.filter((_, i) => i % pageCount === page).join('\n\n'),
    section: '文档',
    docusaurusTag: 'docs-default-current',
    pageRank: 2,
    language: 'zh',
  })).map(({text, ...page}) => ({...page, text, tree: parseTree(text)}));
}
