import {cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';

import * as convert from '../../plugins/markdown-twins/convert';
import markdownTwinsPlugin from '../../plugins/markdown-twins';

// The two pages document no API: the site's own model stands in for theirs.
vi.mock('../../plugins/api-reference', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../plugins/api-reference')>();
  const {content} = await actual.loadApiReference(process.cwd());
  return {...actual, siteApiReference: vi.fn(async () => ({...content, pages: []}))};
});

vi.mock('../../plugins/markdown-twins/convert', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../plugins/markdown-twins/convert')>();
  return {...actual, mdxToMarkdown: vi.fn(actual.mdxToMarkdown)};
});

/** A site of two pages, one of which inlines a partial, with the code files the cache's keys read. */
function makeSite(): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'twins-cache-'));
  const files: Record<string, string> = {
    'docs/a.mdx': "import Steps from './_steps.mdx';\n\n# Alpha\n\nBefore.\n\n<Steps />\n",
    'docs/_steps.mdx': 'First step.\n',
    'docs/b.mdx': '# Beta\n\nBeta text.\n',
    'plugins/markdown-twins/index.ts': 'export {};\n',
    'plugins/api-reference/index.ts': 'export {};\n',
    'plugins/shared/static.ts': 'export {};\n',
    'core/parse.ts': 'export {};\n',
    'src/data/facts.ts': 'export const n = 1;\n',
    'src/components/Badge/markdown.ts': 'export {};\n',
    'package-lock.json': '{}\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), text);
  }
  cpSync('CONTRIBUTING.md', path.join(siteDir, 'CONTRIBUTING.md'));
  return siteDir;
}

/** One build's run of the plugin (a new plugin object, as a new `npm run build` makes). */
async function build(siteDir: string): Promise<(page: string) => string> {
  const context = {
    siteDir,
    siteConfig: {url: 'https://demo.example', baseUrl: '/'},
    i18n: {defaultLocale: 'en', currentLocale: 'en'},
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
  } as unknown as LoadContext;
  const plugin: Plugin = markdownTwinsPlugin(context, {
    sidebarSections: {main: 'Docs'},
    platformSidebars: {},
    apiPageRemark: [],
  });
  const doc = (id: string, title: string) => ({
    id,
    title,
    description: `${title} page.`,
    source: `@site/docs/${id}.mdx`,
    permalink: `/docs/${id}`,
  });
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [doc('a', 'Alpha'), doc('b', 'Beta')],
            sidebars: {
              main: [
                {type: 'doc', id: 'a'},
                {type: 'doc', id: 'b'},
              ],
            },
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [],
        blogTags: {},
        authorsMap: {},
        blogTagsListPath: '/blog/tags',
        blogTitle: 'Blog',
        blogDescription: 'News.',
      },
    },
  };
  await plugin.allContentLoaded!({allContent, actions: {}} as never);
  const devDir = path.join(siteDir, '.docusaurus/tapcraft-markdown-twins/public');
  return (page) => readFileSync(path.join(devDir, 'docs', `${page}.md`), 'utf8');
}

const converted = () =>
  vi.mocked(convert.mdxToMarkdown).mock.calls.map(([, options]) => path.basename(options.file));

describe('Markdown twins between builds', () => {
  it('convert no page again when nothing changed, and only the page whose partial changed', async () => {
    const siteDir = makeSite();
    vi.mocked(convert.mdxToMarkdown).mockClear();
    const first = await build(siteDir);
    expect(converted()).toEqual(['a.mdx', 'b.mdx']);
    expect(first('a')).toContain('First step.');

    vi.mocked(convert.mdxToMarkdown).mockClear();
    const second = await build(siteDir);
    expect(converted()).toEqual([]);
    expect(second('a')).toBe(first('a'));
    expect(second('b')).toBe(first('b'));

    writeFileSync(path.join(siteDir, 'docs/_steps.mdx'), 'A changed first step.\n');
    const third = await build(siteDir);
    expect(converted()).toEqual(['a.mdx']);
    expect(third('a')).toContain('A changed first step.');
  });

  it('convert every page again when the code or data behind them changed', async () => {
    const siteDir = makeSite();
    await build(siteDir);
    vi.mocked(convert.mdxToMarkdown).mockClear();
    writeFileSync(path.join(siteDir, 'src/data/facts.ts'), 'export const n = 2;\n');
    await build(siteDir);
    expect(converted()).toEqual(['a.mdx', 'b.mdx']);
  });

  it('convert a page again when its own text changed', async () => {
    const siteDir = makeSite();
    await build(siteDir);
    vi.mocked(convert.mdxToMarkdown).mockClear();
    writeFileSync(path.join(siteDir, 'docs/b.mdx'), '# Beta\n\nNew beta text.\n');
    const next = await build(siteDir);
    expect(converted()).toEqual(['b.mdx']);
    expect(next('b')).toContain('New beta text.');
  });
});
