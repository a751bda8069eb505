import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Program} from 'estree';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {loadApiReference} from '../../plugins/api-reference';
import remarkApiPage, {pageDataPath} from '../../plugins/api-reference/remark';
import {
  alsoKnownAs,
  apiPageData,
  availability,
  changelog,
  exceptionClasses,
  migrationTable,
} from '@tapcraft/core/api/views';
import {mdxToMarkdown, moduleLoader} from '../../plugins/markdown-twins/convert';
import {
  evaluate,
  ExpressionError,
  Scope,
  type Binding,
} from '../../plugins/markdown-twins/evaluate';
import {conventionsOf, instructions} from '../../plugins/markdown-twins/instructions';
import {twinLinks} from '../../plugins/markdown-twins/links';
import {docTitlesByPath, servedPath, twinFile, twinUrl} from '@tapcraft/core/markdown/paths';
import {llmsFullTxt, llmsTxt, twinText, type LlmsIndex} from '../../plugins/markdown-twins/twins';
import {headersFile} from '../../plugins/production-assets/policy';
import {coinPackRows} from '../../src/components/CoinPackTable/rows';
import {facts, rangeText} from '@tapcraft/data/facts';
import {releases} from '@tapcraft/data/releases';
import {leftovers} from '../markdownLeftovers';

const fixtures = path.join(process.cwd(), 'tests/fixtures/markdown-twins');
const SITE = 'https://demo.example';

/** The expression of `{…}` as MDX parses it. */
function expressionOf(code: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(`{${code}}`);
  const node = tree.children[0] as {data: {estree: Program}};
  return (node.data.estree.body[0] as {expression: Parameters<typeof evaluate>[0]}).expression;
}

const site = await loadApiReference(process.cwd());
describe('expressions a page may write', () => {
  const data = {
    product: {name: 'Demo', platforms: ['android']},
    range: (r: {min: number; max: number}) => `${r.min} to ${r.max}`,
    taps: {min: 1, max: 3},
  };
  const scope = (exports: Record<string, string> = {}) =>
    new Scope(
      new Map<string, Binding>([
        ...Object.entries(data).map(([name, value]) => [name, {from: 'module', value}] as const),
        ...Object.entries(exports).map(
          ([name, code]) => [name, {from: 'export', expression: expressionOf(code)}] as const,
        ),
        ['Card', {from: 'unusable', reason: 'Card is a component'}],
      ]),
    );
  const run = (code: string, exports?: Record<string, string>) =>
    evaluate(expressionOf(code), scope(exports));

  it('reads fields of the data modules, template literals and calls of their functions', () => {
    expect(run('product.name')).toBe('Demo');
    expect(run('product.platforms[0]')).toBe('android');
    expect(run('`${product.name}/docs`')).toBe('Demo/docs');
    expect(run('range(taps)')).toBe('1 to 3');
    expect(run("product?.['name']")).toBe('Demo');
    expect(run('missing?.name', {missing: 'undefined'})).toBeUndefined();
    expect(run('host', {host: 'product.name'})).toBe('Demo');
    expect(run('taps.max * 24 - taps.min / 2')).toBe(71.5);
    expect(run("[product.name, 'b', taps.min + 1]")).toEqual(['Demo', 'b', 2]);
  });

  it('refuses logic, methods, unknown names and missing fields, with the node that holds them', () => {
    const refused = (code: string, exports?: Record<string, string>) => {
      try {
        run(code, exports);
      } catch (error) {
        expect(error).toBeInstanceOf(ExpressionError);
        return (error as Error).message;
      }
      throw new Error(`${code} was evaluated`);
    };
    expect(refused('product.platforms.map((p) => p)')).toMatch(/call of a method/);
    expect(refused("product.name.replace(/o/, '0')")).toMatch(/call of a method/);
    expect(refused('(() => 1)()')).toMatch(/call/);
    expect(refused('product.nmae')).toMatch(/no field "nmae"/);
    expect(refused('other')).toMatch(/neither imported nor exported/);
    expect(refused('Card')).toBe('Card is a component');
    expect(refused('a', {a: 'b', b: 'a'})).toMatch(/defined in terms of itself/);
    expect(refused('taps.max % 2')).toMatch(/holds a BinaryExpression/);
    expect(refused('[...product.platforms]')).toMatch(/a list may hold values only/);
    expect(refused('product.name + "!"')).toMatch(/computes \+ on what is not a number/);
  });
});

describe('MDX to Markdown', () => {
  const convert = async (name: string, url?: (u: string) => string) => {
    const file = path.join(fixtures, 'docs', name);
    return mdxToMarkdown(readFileSync(file, 'utf8'), {file, siteDir: fixtures, url});
  };

  it('writes every form a page uses as plain Markdown', async () => {
    const {frontMatter, markdown} = await convert('page.mdx', (url) => `[${url}]`);
    expect(frontMatter).toMatchObject({title: 'A page'});
    expect(markdown).toBe(
      [
        'Welcome to Demo 2.0. Ask on the [forum](\\[https://forum.demo.example]) (https\\://forum.demo.example); tap `2 to 5` times, [or read on](\\[/docs/other#top]).',
        '',
        '## Set up',
        '',
        '> **Before you start**',
        '>',
        '> Charge the phone. See [setup](\\[#setup]).',
        '',
        '> **Warning**',
        '>',
        '> Keep it on.',
        '',
        '### Android',
        '',
        '```python title="main.py"',
        'print("android")',
        '```',
        '',
        '### ios',
        '',
        'Nothing to install.',
        '',
        '```bash title="Install"',
        'pip install demo==2.0',
        '```',
        '',
        '**Why?**',
        '',
        'Because.',
        '',
        '**New** (under a heading of depth 2, see [the guide](\\[/docs/guide]))',
        '',
        'A partial of Demo, with a [link](\\[/docs/other]).',
        '',
        'Meet at 10:30 in room :b.',
        '',
        '```mdx',
        "import Nothing from './nothing';",
        '',
        '<Nothing value={[1, 2].map((n) => n)} />',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('stops at JavaScript it cannot evaluate, naming file and line', async () => {
    await expect(convert('logic.mdx')).rejects.toThrow(
      /^docs\/logic\.mdx:6: the expression `limits\.groups\.map\(.*move other logic into a component/,
    );
  });

  it('names a component without a converter, an unknown element and a broken page', async () => {
    const page = async (source: string) => {
      const file = path.join(fixtures, 'docs', 'inline.mdx');
      return mdxToMarkdown(source, {file, siteDir: fixtures});
    };
    await expect(
      page("import Chart from '@site/src/components/Chart';\n\n<Chart />"),
    ).rejects.toThrow(/inline\.mdx:3: <Chart> .* has no Markdown converter/);
    await expect(page('Text\n\n<marquee>old</marquee>')).rejects.toThrow(
      /inline\.mdx:3: <marquee> has no Markdown form/,
    );
    await expect(page('<Missing />')).rejects.toThrow(/inline\.mdx:1: <Missing> is not imported/);
    await expect(page('Text {')).rejects.toThrow(/inline\.mdx:1: cannot be parsed as MDX/);
    await expect(page("import {product} from '@site/src/data/site';\n\n{product}")).rejects.toThrow(
      /inline\.mdx:3: .* is a object, not text/,
    );
    await expect(page(':::aside\nText\n:::')).rejects.toThrow(/:::aside is not an admonition/);
    await expect(
      mdxToMarkdown('Intro.\n\nSee [x](./x.mdx).', {
        file: path.join(fixtures, 'docs', 'inline.mdx'),
        siteDir: fixtures,
        url: () => {
          throw new Error('the link ./x.mdx names a file that is no page');
        },
      }),
    ).rejects.toThrow(/^docs\/inline\.mdx:3: the link \.\/x\.mdx names a file that is no page$/);
  });
});

describe('an API reference page', () => {
  const siteDir = process.cwd();
  const {content} = site;

  it('gets its badges and member table from the API model, where the page shows them', async () => {
    const file = path.join(siteDir, 'docs/android/api/action/index.mdx');
    const module = 'tapcraft.android.action';
    const {markdown} = await mdxToMarkdown(readFileSync(file, 'utf8'), {
      file,
      siteDir,
      remarkPlugins: [[remarkApiPage, {membersComponent: '@site/src/components/ApiMembers'}]],
      generated: (source) =>
        source === pageDataPath(module) ? apiPageData(content.model, module) : undefined,
      model: content.model,
      loadModule: moduleLoader(),
    });
    const table = markdown.indexOf('| Name | Kind | What it does | Platforms |');
    expect(table).toBeGreaterThan(0);
    expect(table).toBeLessThan(markdown.indexOf('## Taps'));
    expect(markdown).toContain(
      '| [`click`](#click) | function | Taps once at a point of the screen: one finger goes down, stays for `duration_ms`, then goes up. | Android, iOS, Windows |',
    );
    expect(markdown).toContain(
      '### click\n\nPlatforms: Android, iOS, Windows · Since: Android 1.0, iOS 2.0, Windows 3.0\n',
    );
    expect(markdown).not.toMatch(/<ApiMeta|__tapcraftApiPage/);
  });

  it('states a platform difference under the marks', async () => {
    const file = path.join(siteDir, 'docs/android/api/ui/loger.mdx');
    const module = 'tapcraft.android.ui.loger';
    const {markdown} = await mdxToMarkdown(readFileSync(file, 'utf8'), {
      file,
      siteDir,
      remarkPlugins: [[remarkApiPage, {membersComponent: '@site/src/components/ApiMembers'}]],
      generated: (source) =>
        source === pageDataPath(module) ? apiPageData(content.model, module) : undefined,
    });
    const {since, differs} = apiPageData(content.model, module).entries.show_window!;
    expect(since).toEqual({android: expect.any(String), ios: expect.any(String)});
    expect(markdown).toContain(
      `### show_window\n\nPlatforms: Android, iOS · Since: Android ${since.android}, iOS ${since.ios}\n\nPlatform difference: ${differs}\n`,
    );
  });

  it('names the call as other tools and Chinese readers know it, under the marks', async () => {
    const file = path.join(siteDir, 'docs/android/api/screen/index.mdx');
    const module = 'tapcraft.android.screen';
    const {markdown} = await mdxToMarkdown(readFileSync(file, 'utf8'), {
      file,
      siteDir,
      remarkPlugins: [[remarkApiPage, {membersComponent: '@site/src/components/ApiMembers'}]],
      generated: (source) =>
        source === pageDataPath(module) ? apiPageData(content.model, module) : undefined,
    });
    const findColor = content.model.entries.find(
      (entry) => entry.id === 'tapcraft.android.screen.find_color',
    )!;
    expect(alsoKnownAs(findColor)).toMatch(/^images.findColor, .* \(AutoJs6\); 找色$/);
    expect(markdown).toMatch(
      new RegExp(
        `### find_color\\n\\nPlatforms: [^\\n]+\\n\\nAlso known as: ${escapeRegExp(alsoKnownAs(findColor)!)}\\n`,
      ),
    );
  });
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('links in a twin', () => {
  const links = twinLinks(
    {
      siteUrl: `${SITE}/`,
      twins: new Set(['/docs/intro', '/docs/api/screen', '/blog/欢迎']),
      pagesByFile: new Map([['/site/docs/intro.mdx', '/docs/intro']]),
    },
    {permalink: '/docs/api/screen/', file: '/site/docs/api/screen/index.mdx'},
  );

  it('are absolute and lead to the twin when the target has one', () => {
    expect(links('/docs/intro')).toBe(`${SITE}/docs/intro.md`);
    expect(links('/docs/intro/#step-2')).toBe(`${SITE}/docs/intro.md#step-2`);
    expect(links('../../intro.mdx#top')).toBe(`${SITE}/docs/intro.md#top`);
    expect(links('#find_color')).toBe(`${SITE}/docs/api/screen.md#find_color`);
    expect(links('/blog/%E6%AC%A2%E8%BF%8E')).toBe(`${SITE}/blog/%E6%AC%A2%E8%BF%8E.md`);
  });

  it('keep pages without a twin, files and other sites as they are, made absolute', () => {
    expect(links('/shop')).toBe(`${SITE}/shop`);
    expect(links('/docs/intro?tab=ios')).toBe(`${SITE}/docs/intro?tab=ios`);
    expect(links('pathname:///api/tapcraft.json')).toBe(`${SITE}/api/tapcraft.json`);
    expect(links('/img/flow.svg')).toBe(`${SITE}/img/flow.svg`);
    expect(links('https://forum.demo.example/t/1')).toBe('https://forum.demo.example/t/1');
    expect(links('mailto:help@demo.example')).toBe('mailto:help@demo.example');
  });

  it('refuse a file path that is no page', () => {
    expect(() => links('./missing.mdx')).toThrow(/names a file that is no page/);
  });
});

describe('twins and llms files', () => {
  const page = {
    permalink: '/docs/api/screen/',
    title: 'Screen *capture*',
    description: 'Read pixels.',
    body: '## find_color\n\nFinds a colour.\n',
  };
  const index: LlmsIndex = {
    productName: 'Demo',
    summary: 'Demo automates phones.',
    instructions: 'Import from `demo.<platform>`.',
    sections: [
      {title: 'Android', pages: [page]},
      {title: 'Blog', pages: [{...page, permalink: '/blog/欢迎', title: 'Welcome'}]},
    ],
  };

  it('are written where the page is served, without the slash of an index doc', () => {
    expect(servedPath('/docs/api/screen/')).toBe('/docs/api/screen');
    expect(servedPath('/')).toBe('/');
    expect(twinFile('/docs/api/screen/')).toBe('docs/api/screen.md');
    expect(twinFile('/blog/%E6%AC%A2%E8%BF%8E')).toBe('blog/欢迎.md');
    expect(twinUrl(SITE, '/blog/欢迎')).toBe(`${SITE}/blog/%E6%AC%A2%E8%BF%8E.md`);
  });

  it('start a twin with the title as a heading and the description under it', () => {
    expect(twinText(page)).toBe(
      '# Screen \\*capture\\*\n\nRead pixels.\n\n## find_color\n\nFinds a colour.\n',
    );
  });

  it('write llms.txt in the llmstxt.org format', () => {
    expect(llmsTxt(index, SITE)).toBe(
      [
        '# Demo',
        '',
        '> Demo automates phones.',
        '',
        'Import from `demo.<platform>`.',
        '',
        '## Android',
        '',
        `- [Screen \\*capture\\*](${SITE}/docs/api/screen.md): Read pixels.`,
        '',
        '## Blog',
        '',
        `- [Welcome](${SITE}/blog/%E6%AC%A2%E8%BF%8E.md): Read pixels.`,
        '',
      ].join('\n'),
    );
  });

  it('put every page in a full file under its title, with its address', () => {
    const full = llmsFullTxt(index, SITE);
    expect(full.startsWith('# Demo\n\n> Demo automates phones.\n\nImport from')).toBe(true);
    expect(full).toContain(
      `# Screen \\*capture\\*\n\nSource: <${SITE}/docs/api/screen.md>\n\nRead pixels.\n\n## find_color\n`,
    );
    expect(full.indexOf('# Welcome')).toBeGreaterThan(full.indexOf('# Screen'));
  });
});

describe('instructions for assistants', () => {
  const contributing = readFileSync('CONTRIBUTING.md', 'utf8');

  it('state the conventions of the API as CONTRIBUTING.md lists them', () => {
    const conventions = conventionsOf(contributing);
    expect(conventions).toMatch(/^- /);
    expect(conventions).toContain('duration_ms');
    expect(conventions).toContain('`None` when nothing is found');
    expect(contributing).toContain(conventions);
    expect(() => conventionsOf('# Guide\n\nNo conventions.')).toThrow(/Conventions of the API/);
  });

  it('name the import pattern, the API model, the stubs and the per-platform files', () => {
    const {content} = site;
    const text = instructions({
      productName: 'Tapcraft',
      version: '3.2',
      platforms: [
        {id: 'android', label: 'Android'},
        {id: 'ios', label: 'iOS'},
      ],
      model: content.model,
      modelUrl: `${SITE}/api/tapcraft.json`,
      stubsUrl: `${SITE}/downloads/stubs.whl`,
      fullUrl: `${SITE}/llms-full.txt`,
      platformFullUrls: [{label: 'Android', url: `${SITE}/docs/android/llms-full.txt`}],
      conventions: '- Durations in milliseconds.',
    });
    expect(text).toContain(
      '`tapcraft.<platform>.<module>`, where the platform is `android` or `ios`',
    );
    expect(text).toContain('(for example `tapcraft.android.action`)');
    expect(text).toContain('`Point`, `Rect`');
    expect(text).toContain(`[the API model](${SITE}/api/tapcraft.json)`);
    expect(text).toContain(`pip install ${SITE}/downloads/stubs.whl`);
    expect(text).toContain(`[Android](${SITE}/docs/android/llms-full.txt)`);
    expect(text.endsWith('- Durations in milliseconds.')).toBe(true);
  });
});

describe('components of the site', () => {
  const siteDir = process.cwd();
  const page = (source: string) =>
    mdxToMarkdown(source, {
      file: path.join(siteDir, 'docs/inline.mdx'),
      siteDir,
      pageUrl: `${SITE}/docs/inline`,
    });

  it('write their own Markdown, from the data the component reads', async () => {
    const {markdown} = await page(
      [
        "import QqGroupLink from '@site/src/components/QqGroupLink';",
        "import ColorPatternPlayground from '@site/src/components/ColorPatternPlayground';",
        '',
        'Ask in the <QqGroupLink id="hid" />.',
        '',
        '<ColorPatternPlayground />',
      ].join('\n'),
    );
    expect(markdown).toMatch(
      // The group number is left out while the settings hold a placeholder.
      /^Ask in the \[HID board questions\]\(https:\/\/qq\.tapcraft\.example\/hid\) QQ group\.\n/,
    );
    expect(markdown).toContain(`[Open the page](${SITE}/docs/inline) to use it.`);
  });

  it('write the labels of the page language on a Chinese twin', async () => {
    const chinese = JSON.parse(readFileSync('i18n/zh-Hans/code.json', 'utf8')) as Record<
      string,
      {message: string}
    >;
    const {markdown} = await mdxToMarkdown(
      [
        "import ColorPatternPlayground from '@site/src/components/ColorPatternPlayground';",
        '',
        '<ColorPatternPlayground />',
      ].join('\n'),
      {
        file: path.join(siteDir, 'docs/inline.mdx'),
        siteDir,
        pageUrl: `${SITE}/zh-Hans/docs/inline`,
        locale: 'zh-Hans',
        codeTranslations: Object.fromEntries(
          Object.entries(chinese).map(([id, {message}]) => [id, message]),
        ),
      },
    );
    expect(markdown).toContain('对应的 `find_colors` 调用');
    expect(markdown).toContain(`[打开页面](${SITE}/zh-Hans/docs/inline)即可使用。`);
  });

  it('evaluate the facts module where a page places a fact, arithmetic included', async () => {
    const {markdown} = await page(
      [
        "import {facts, rangeText} from '@site/src/data/facts';",
        '',
        'Up to {facts.hid.rangeMeters} m; a trial of {facts.vmosActivity.vipTrialDays * 24} hours; taps take {rangeText(facts.hid.tapTimeMs)} ms.',
      ].join('\n'),
    );
    expect(markdown).toBe(
      `Up to ${facts.hid.rangeMeters} m; a trial of ${facts.vmosActivity.vipTrialDays * 24} hours; taps take ${rangeText(facts.hid.tapTimeMs)} ms.\n`,
    );
  });

  it('write the tables of facts and releases from the data the page shows', async () => {
    const {markdown} = await page(
      [
        "import HidLedTable from '@site/src/components/HidLedTable';",
        "import CoinPackTable from '@site/src/components/CoinPackTable';",
        "import PackageContents from '@site/src/components/PackageContents';",
        "import ReleaseTimeline from '@site/src/components/ReleaseTimeline';",
        '',
        '<HidLedTable />',
        '',
        '<CoinPackTable />',
        '',
        '<PackageContents />',
        '',
        "<ReleaseTimeline versions={['1.0', '3.2']} />",
      ].join('\n'),
    );
    for (const state of facts.hid.ledStates) {
      expect(markdown).toContain(`| ${state.light} | ${state.meaning} |`);
    }
    for (const pack of coinPackRows('none')) {
      expect(markdown).toContain(`| ${pack.join(' | ')} |`);
    }
    expect(markdown).toContain(
      `| image templates (\`${facts.project.templateFolder}/\`) | yes; encrypted in packages for the script store |`,
    );
    expect(markdown).toContain('| your code (`main.py`, `*.py`) |');
    const first = releases.find((release) => release.version === '1.0')!;
    expect(markdown).toContain(
      `| ${first.date.slice(0, 4)} | 1.0 | ${first.highlights.join(' ')} |`,
    );
    expect(markdown).toContain('| 3.2 |');
    expect(markdown).not.toContain('| 2.0 |');
    await expect(
      page(
        "import ReleaseTimeline from '@site/src/components/ReleaseTimeline';\n\n<ReleaseTimeline versions={['9.9']} />",
      ),
    ).rejects.toThrow(
      /inline\.mdx:3: <ReleaseTimeline>: No release 9\.9 in src\/data\/releases\.ts/,
    );
  });

  it('refuse wrong props with the message of their converter, at the line', async () => {
    await expect(
      page(
        'import QqGroupLink from \'@site/src/components/QqGroupLink\';\n\n<QqGroupLink id="hdi" />',
      ),
    ).rejects.toThrow(
      /^docs\/inline\.mdx:3: <QqGroupLink>: No QQ group "hdi" in src\/data\/site\.ts/,
    );
  });
});

describe('components that render the API model', () => {
  const siteDir = process.cwd();
  const {content} = site;
  const {model} = content;
  const page = (source: string) =>
    mdxToMarkdown(source, {
      file: path.join(siteDir, 'docs/inline.mdx'),
      siteDir,
      model,
      loadModule: moduleLoader(),
    });

  it('write the availability table of every module, one row per call', async () => {
    const {markdown} = await page(
      "import ApiAvailability from '@site/src/components/ApiAvailability';\n\n<ApiAvailability />",
    );
    const groups = availability(model);
    expect(groups.length).toBeGreaterThan(5);
    expect(markdown).toContain('| Name | Android | iOS | Windows |');
    for (const group of groups) {
      expect(markdown).toContain(`\`${group.module}\`\n`);
      for (const call of group.rows) {
        const marks = (['android', 'ios', 'windows'] as const)
          .map((platform) => (call.cells[platform] ? '✓' : '–'))
          .join(' | ');
        expect(markdown).toContain(`| \`${call.name}\` | ${marks} |`);
      }
    }
  });

  it('write every release with its highlights and the names it added', async () => {
    const {markdown} = await page(
      "import ReleaseNotes from '@site/src/components/ReleaseNotes';\n\n<ReleaseNotes />",
    );
    for (const release of changelog(model, releases)) {
      expect(markdown).toContain(`## ${release.version} (${release.date})\n`);
      for (const line of release.highlights) expect(markdown).toContain(`- ${line}\n`);
      for (const addition of Object.values(release.added).flat()) {
        expect(markdown).toContain(`\`${addition.id}\``);
      }
    }
  });

  it('write the table of a migration guide, each call linked to the entry that replaces it', async () => {
    const {markdown} = await page(
      'import MigrationTable from \'@site/src/components/MigrationTable\';\n\n<MigrationTable tool="uiautomator2" />',
    );
    const rows = migrationTable(model, 'uiautomator2');
    expect(rows.length).toBeGreaterThan(20);
    expect(markdown).toMatch(/^\| uiautomator2 \| Tapcraft \| What changes besides the name \|\n/);
    for (const row of rows) {
      expect(markdown).toContain(`| [\`${row.name}\`](${row.url}) |`);
    }
    expect(markdown).toContain(
      '| `d.app_start(package)` | [`app.application.launch`](/docs/android/api/app/application#launch) |',
    );
    await expect(
      page(
        'import MigrationTable from \'@site/src/components/MigrationTable\';\n\n<MigrationTable tool="Selenium" />',
      ),
    ).rejects.toThrow(
      /<MigrationTable>: tool must be one of AutoJs6, Airtest, uiautomator2, Appium/,
    );
  });

  it('write the glossary, pages linked by their title', async () => {
    const {markdown} = await mdxToMarkdown(
      "import Glossary from '@site/src/components/Glossary';\n\n<Glossary />",
      {
        file: path.join(siteDir, 'docs/inline.mdx'),
        siteDir,
        model,
        docTitles: new Map([['/docs/android/guide/app_card', 'Card keys']]),
        loadModule: moduleLoader(),
      },
    );
    expect(markdown).toContain(
      '| 找色 | find a colour | [`screen.find_color`](/docs/android/api/screen#find_color) | Find the first pixel of one colour. |',
    );
    expect(markdown).toContain('| 卡密 | card key | [Card keys](/docs/android/guide/app_card) |');
  });

  it('write the glossary with the title of an index doc, whose permalink ends with a slash', async () => {
    // The plugin's titles come from the docs' permalinks; links name pages without the slash.
    const docTitles = docTitlesByPath([
      {permalink: '/docs/android/api/screen/', title: 'Screen'},
      {permalink: '/docs/android/guide/app_card', title: 'Card keys'},
    ]);
    const {markdown} = await mdxToMarkdown(
      "import Glossary from '@site/src/components/Glossary';\n\n<Glossary />",
      {
        file: path.join(siteDir, 'docs/inline.mdx'),
        siteDir,
        model,
        docTitles,
        loadModule: moduleLoader(),
      },
    );
    expect(markdown).toContain(
      '| 截图权限 | screen-capture permission | [Screen](/docs/android/api/screen#before-you-start) |',
    );
  });

  it('write the exception tree as nested lists, each class linked to its entry', async () => {
    const {markdown} = await page(
      "import ExceptionHierarchy from '@site/src/components/ExceptionHierarchy';\n\n<ExceptionHierarchy />",
    );
    const classes = exceptionClasses(model);
    expect(classes.length).toBeGreaterThan(10);
    expect(markdown).toMatch(/^- `Exception` \(Python built-in\)\n {2}- \[`TapcraftError`\]/);
    expect(markdown).toMatch(/\n {4}- \[`ServiceNotRunningError`\]/);
    for (const exception of classes) {
      const url = Object.values(exception.links)[0]!;
      expect(markdown).toContain(`[\`${exception.name}\`](${url}) in \`${exception.module}\``);
    }
  });
});

describe('every page of the site', () => {
  const siteDir = process.cwd();
  const {content} = site;
  const generated = new Map(
    content.pages.map((p) => [pageDataPath(p.module), apiPageData(content.model, p.module)]),
  );
  const pages = (dir: string): string[] =>
    readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
      .map((file) => path.join(dir, file));

  it('becomes Markdown with no JSX, import, comment or raw expression left', async () => {
    const loadModule = moduleLoader();
    const left: Array<[string, string[]]> = [];
    const files = [...pages('docs'), ...pages('blog')];
    expect(files.length).toBeGreaterThan(150);
    for (const relative of files) {
      const file = path.join(siteDir, relative);
      const {markdown} = await mdxToMarkdown(readFileSync(file, 'utf8'), {
        file,
        siteDir,
        remarkPlugins: [[remarkApiPage, {membersComponent: '@site/src/components/ApiMembers'}]],
        generated: (source) => generated.get(source),
        model: content.model,
        loadModule,
      });
      const found = leftovers(markdown);
      if (found.length > 0) left.push([relative, found]);
    }
    expect(left).toEqual([]);
  }, 180_000);

  it('counts as left over what a converter would print raw', () => {
    expect(leftovers('Up to {facts.hid.rangeMeters} m.')).toEqual([
      'Up to {facts.hid.rangeMeters} m.',
    ]);
    expect(leftovers('\\<ApiMeta since="1.0" />')).toHaveLength(1);
    expect(leftovers('<ApiMeta since="1.0" />')).toHaveLength(1);
    expect(leftovers("import {facts} from '@site/src/data/facts';")).toHaveLength(1);
    expect(leftovers('<!-- note -->')).toHaveLength(1);
    expect(leftovers('Use `{facts.x}` in code.\n\n```mdx\n<ApiMeta />\n```')).toEqual([]);
  });
});

describe('hosts other than nginx', () => {
  it('get the content types of the twins and llms files from _headers', () => {
    const headers = headersFile({scriptHashes: [], connectOrigins: [], frameOrigins: []});
    expect(headers).toContain('\n/*.md\n  Content-Type: text/markdown; charset=utf-8\n');
    expect(headers).toContain('\n/*.txt\n  Content-Type: text/plain; charset=utf-8\n');
  });
});
