import {existsSync, readFileSync} from 'node:fs';

import type {Link, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {product} from '@tapcraft/data/site';
import {leftovers} from '../markdownLeftovers';
import {test, expect} from './fixtures';
import {sitemapPaths} from './sitemap';

// The Markdown twins of every page and the llms.txt files (plugins/markdown-twins),
// as nginx serves them.

const markdown = unified().use(remarkParse).use(remarkGfm);
const site = new URL(product.url).origin;

/** The path a sitemap page is served at: an index doc's trailing slash dropped. */
const served = (path: string) => path.replace(/\/+$/, '') || '/';

/** Pages that have a twin: every doc and every page of the blog. */
const twinPages = () => sitemapPaths().filter((path) => /^\/(docs|blog)(\/|$)/.test(path));

function twinPath(page: string): string {
  return `build${served(page)}.md`;
}

/** The full files: the pages of llms.txt, each twin under its `Source:` address. */
const FULL_FILES = [
  'build/llms-full.txt',
  'build/docs/android/llms-full.txt',
  'build/docs/ios/llms-full.txt',
  'build/docs/windows/llms-full.txt',
];

/** Every twin and llms.txt, with its text (the full files are made of the twins). */
function twinTexts(): Array<[string, string]> {
  return [...twinPages().map(twinPath), 'build/llms.txt'].map((file) => [
    file,
    readFileSync(file, 'utf8'),
  ]);
}

/** The addresses the full files give for their pages. */
function sourcesOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^Source: <([^>]+)>$/gm)].map(([, url]) => url!);
}

function linksOf(text: string): string[] {
  const urls: string[] = [];
  visit(markdown.parse(text) as Root, (node) => {
    if (node.type === 'link' || node.type === 'image') urls.push((node as Link).url);
  });
  return urls;
}

test.describe('Markdown twins', () => {
  test('every doc and blog page of the sitemap has a twin, served as UTF-8 Markdown', async ({
    request,
  }) => {
    const pages = twinPages();
    expect(pages.length).toBeGreaterThan(150);
    for (const page of pages) {
      const url = encodeURI(`${served(page)}.md`);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), url).toMatch(/^# \S/);
    }
  });

  test('no twin holds JSX, HTML, comments, import lines or raw expressions outside code blocks', () => {
    const found = twinTexts()
      .map(([file, text]) => [file, leftovers(text)] as const)
      .filter(([, list]) => list.length > 0);
    expect(found).toEqual([]);
  });

  test('every link of the twins and llms files leads to a page, file or anchor that exists', async ({
    request,
  }) => {
    // About 1,000 addresses and the anchors of 200 pages.
    test.slow();
    const targets = new Set<string>();
    const urls = [
      ...twinTexts().flatMap(([, text]) => linksOf(text)),
      ...FULL_FILES.flatMap(sourcesOf),
    ];
    for (const url of urls) {
      const parsed = new URL(url, site);
      if (parsed.origin === site) targets.add(parsed.pathname + parsed.search + parsed.hash);
    }
    expect(targets.size).toBeGreaterThan(500);
    const checked = new Map<string, number>();
    const anchors = new Map<string, Set<string>>();
    /** The ids of a built page, read once. */
    const idsOf = (page: string) => {
      if (!anchors.has(page)) {
        const file = [`build${page}.html`, `build${page}/index.html`].find((f) => existsSync(f))!;
        const html = readFileSync(file, 'utf8');
        anchors.set(
          page,
          new Set([...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"']+))/g)].map((m) => m[1] ?? m[2]!)),
        );
      }
      return anchors.get(page)!;
    };
    const missing: string[] = [];
    for (const target of targets) {
      const {pathname, search, hash} = new URL(target, site);
      const path = pathname + search;
      if (!checked.has(path)) checked.set(path, (await request.get(path)).status());
      if (checked.get(path) !== 200) {
        missing.push(`${target}: ${checked.get(path)}`);
        continue;
      }
      if (!hash) continue;
      // An anchor of a twin is the anchor of its page.
      const page = decodeURI(pathname).replace(/\.md$/, '');
      if (!idsOf(page).has(decodeURIComponent(hash.slice(1)))) {
        missing.push(`${target}: no such anchor`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('llms.txt lists every doc exactly once and tells assistants where the API is', async ({
    request,
  }) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toMatch(new RegExp(`^# ${product.name}\\n\\n> `));
    const listed = linksOf(llms)
      .map((url) => new URL(url, site))
      .filter((url) => url.origin === site && url.pathname.endsWith('.md'))
      .map((url) => decodeURI(url.pathname).replace(/\.md$/, ''));
    const docs = twinPages()
      .filter((path) => path.startsWith('/docs/'))
      .map(served);
    const listedDocs = listed.filter((path) => path.startsWith('/docs/'));
    expect([...listedDocs].sort()).toEqual([...docs].sort());
    // Assistants check names against the model and install the stubs from here.
    expect(llms).toContain(`${site}/api/tapcraft.json`);
    const wheel = /pip install (\S+\.whl)/.exec(llms)![1]!;
    expect((await request.get(new URL(wheel).pathname)).status()).toBe(200);
    expect(llms).toContain('`duration_ms');
    expect(llms).toContain('`None` when nothing is found');
  });

  test('each platform has a full file of its own pages and the shared ones', () => {
    const sources = (file: string) => sourcesOf(file).map((url) => new URL(url).pathname);
    const android = sources('build/docs/android/llms-full.txt');
    const ios = sources('build/docs/ios/llms-full.txt');
    expect(android.length).toBeGreaterThan(50);
    expect(android.every((path) => path.startsWith('/docs/android/'))).toBe(true);
    expect(ios.filter((path) => !path.startsWith('/docs/ios/'))).toEqual([
      // The shared `tapcraft` package is documented in the Android guide.
      '/docs/android/guide/api.md',
    ]);
    const all = sources('build/llms-full.txt');
    expect(all).toEqual(expect.arrayContaining([...android, ...ios]));
    expect(new Set(all).size).toBe(all.length);
  });
});

test.describe('Accept negotiation', () => {
  test('a page asked for as Markdown answers with its twin, and says it varies with Accept', async ({
    request,
  }) => {
    const twin = await request.get('/docs/android/api/action', {
      headers: {Accept: 'text/markdown'},
    });
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers()['vary']).toMatch(/\bAccept\b/);
    expect(await twin.text()).toBe(readFileSync('build/docs/android/api/action.md', 'utf8'));
    for (const accept of ['text/html', 'text/markdown;q=0.5, text/html', '*/*']) {
      const page = await request.get('/docs/android/api/action', {headers: {Accept: accept}});
      expect(page.headers()['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(page.headers()['vary'], accept).toMatch(/\bAccept\b/);
    }
    // Files do not vary with Accept.
    const file = await request.get('/llms.txt', {headers: {Accept: 'text/markdown'}});
    expect(file.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers()['vary'] ?? '').not.toMatch(/\bAccept\b(?!-)/);
  });

  test('a browser still gets the HTML page', async ({page}) => {
    const response = await page.goto('/docs/android/api/action');
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Actions');
  });
});
