import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import * as acorn from 'acorn';
import {describe, expect, it} from 'vitest';

import {docTitles, loadApiReference, siteApiReference} from '../../plugins/api-reference';
import {pageTermProblems} from '@tapcraft/core/api/model';
import {fencedBlocks, pythonExamples} from '@tapcraft/core/api/page';
import {parsePage} from '@tapcraft/core/pages/parse';
import {alsoKnownAs, glossary, migrationTable} from '@tapcraft/core/api/views';
import {callName} from '@tapcraft/core/search/aliases';
import {apiAliases, otherTools, pageTerms, type OtherTool} from '@tapcraft/data/api-aliases';
import {facts, rangeText} from '@tapcraft/data/facts';
import {chineseAliasTexts} from '@tapcraft/data/zh-Hans/api-aliases';

// The real alias data (src/data/api-aliases.ts) and what the site makes of
// it: the migration guides, the glossary and the "also known as" line.

const {content, problems} = await loadApiReference(process.cwd());
const {model} = content;
const byId = new Map(model.entries.map((entry) => [entry.id, entry]));
const entry = (id: string) => byId.get(id)!;

const guides: Record<OtherTool, {file: string; language: string}> = {
  AutoJs6: {file: 'docs/android/guide/migrate/autojs6.mdx', language: 'js'},
  Airtest: {file: 'docs/android/guide/migrate/airtest.mdx', language: 'python'},
  uiautomator2: {file: 'docs/android/guide/migrate/uiautomator2.mdx', language: 'python'},
  Appium: {file: 'docs/android/guide/migrate/appium.mdx', language: 'python'},
};

describe('the alias data file', () => {
  it('points every alias at an entry that exists, no name claimed by two unrelated entries', () => {
    const report = problems
      .filter((p) => p.file === 'src/data/api-aliases.ts')
      .map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(report).toEqual([]);
    for (const alias of apiAliases) {
      for (const id of alias.entries) expect(byId.has(id), id).toBe(true);
    }
  });

  it('names the Android entry of each call, and its iOS counterpart when iOS has the call', () => {
    for (const alias of apiAliases) {
      const android = entry(alias.entries[0]!);
      expect(android.platform, alias.entries[0]).toBe('android');
      const ios = android.counterparts.ios;
      expect(alias.entries, android.id).toEqual(ios ? [android.id, ios] : [android.id]);
    }
  });

  it('covers the 60 calls people use most, from every tool', () => {
    expect(apiAliases.length).toBeGreaterThanOrEqual(60);
    for (const tool of otherTools) {
      const calls = apiAliases.flatMap((alias) => alias.tools ?? []).filter((a) => a.tool === tool);
      expect(calls.length, tool).toBeGreaterThanOrEqual(25);
    }
  });

  it('gives the Chinese terms of art their entry or page', () => {
    const termsOf = (id: string) => entry(id).aliases?.terms.map((t) => t.term) ?? [];
    expect(termsOf('tapcraft.android.screen.find_color')).toContain('找色');
    expect(termsOf('tapcraft.android.screen.find_colors')).toContain('多点找色');
    expect(termsOf('tapcraft.android.screen.find_image')).toContain('找图');
    expect(termsOf('tapcraft.android.node.request_service')).toContain('无障碍');
    const pages = Object.fromEntries(pageTerms.map((t) => [t.term, t.page]));
    expect(pages['卡密']).toBe('/docs/android/guide/app_card');
    expect(pages['悬浮窗']).toBe('/docs/android/api/ui/floatwin');
  });
});

describe('page terms', () => {
  const docs = new Set(['/docs/android/guide/app_card']);

  it('must name a page of the docs, at the line of the term', () => {
    const source = "  {term: '卡密', page: '/docs/android/guide/card'},";
    const found = pageTermProblems(
      [{term: '卡密', english: 'card key', meaning: 'A key.', page: '/docs/android/guide/card'}],
      docs,
      model,
      'src/data/api-aliases.ts',
      source,
    );
    expect(found).toEqual([
      {
        file: 'src/data/api-aliases.ts',
        line: 1,
        message: '卡密: /docs/android/guide/card is not a page of the docs',
      },
    ]);
  });

  it('must not take a term an entry already has', () => {
    const found = pageTermProblems(
      [{term: '找色', english: 'x', meaning: 'x', page: '/docs/android/guide/app_card#keys'}],
      docs,
      model,
      'src/data/api-aliases.ts',
    );
    expect(found.map((p) => p.message)).toEqual([
      '找色 is claimed by tapcraft.android.screen.find_color and by the page /docs/android/guide/app_card#keys',
    ]);
  });

  it('reads doc paths from file names and slugs', async () => {
    const titles = docTitles(
      await Promise.all([
        parsePage('docs/a/b.mdx', '---\ntitle: B\n---\n'),
        parsePage('docs/a/index.mdx', '---\ntitle: A\nslug: c\n---\n'),
        parsePage('docs/x.mdx', '---\ntitle: X\nslug: /y\n---\n'),
        parsePage('blog/post.mdx', '---\ntitle: Post\n---\n'),
      ]),
    );
    expect([...titles]).toEqual([
      ['/docs/a/b', 'B'],
      ['/docs/a/c', 'A'],
      ['/docs/y', 'X'],
    ]);
  });
});

describe('the "also known as" line of an entry', () => {
  it("keeps each tool's calls together, without placeholder arguments", () => {
    expect(alsoKnownAs(entry('tapcraft.android.screen.find_color'))).toBe(
      'images.findColor, images.findColorInRegion, images.findColorEquals (AutoJs6); 找色',
    );
    expect(alsoKnownAs(entry('tapcraft.ios.screen.find_color'))).toContain('找色');
    expect(alsoKnownAs(entry('tapcraft.android.control.on_stop'))).toBeUndefined();
  });

  it('keeps the arguments that tell calls apart', () => {
    expect(callName('images.findColor(img, color, options)')).toBe('images.findColor');
    expect(callName('d(text=...).click()')).toBe('d(text=...).click');
    expect(callName('driver.find_element(AppiumBy.IMAGE, template)')).toBe(
      'driver.find_element(AppiumBy.IMAGE, template)',
    );
    expect(callName('keyevent("HOME")')).toBe('keyevent("HOME")');
    expect(callName('d(...).exists')).toBe('d(...).exists');
  });
});

describe('migration guides', () => {
  const urls = new Set(model.entries.map((e) => e.url));

  it('link every call of each table to an existing Android entry', () => {
    for (const tool of otherTools) {
      const rows = migrationTable(model, tool);
      const aliases = apiAliases
        .flatMap((a) => a.tools ?? [])
        .filter((a) => a.tool === tool && (a.platforms ?? ['android']).includes('android'));
      expect(rows.map((row) => row.call).sort(), tool).toEqual(aliases.map((a) => a.call).sort());
      for (const row of rows) {
        expect(urls.has(row.url), `${tool}: ${row.call} → ${row.url}`).toBe(true);
        expect(row.url, row.call).toMatch(/^\/docs\/android\/api\//);
      }
    }
    expect(migrationTable(model, 'uiautomator2')).toContainEqual({
      call: 'd(text=...).click()',
      differs: expect.stringContaining('UiObjectNotFoundError'),
      name: 'node.selector.Selector.click',
      url: '/docs/android/api/node/selector#Selector.click',
    });
  });

  it('say what stop does besides force-stopping, in the guides of the tools that force-stop', () => {
    for (const tool of ['Airtest', 'uiautomator2', 'Appium'] as const) {
      const row = migrationTable(model, tool).find((r) => r.name === 'app.application.stop');
      expect(row?.differs, tool).toContain(
        `App info page and taps Force stop, which takes ${rangeText(facts.android.stopThroughAppInfoSeconds)} s and shows on the screen, and it returns False when the phone's language is one Tapcraft does not know`,
      );
    }
  });

  for (const tool of otherTools) {
    const {file, language} = guides[tool];

    it(`${tool}: renders its table and shows one script in ${tool} and the same in Tapcraft`, async () => {
      const source = readFileSync(file, 'utf8');
      expect(source).toContain(`<MigrationTable tool="${tool}" />`);
      const page = await parsePage(file, source);
      const blocks = fencedBlocks(page.tree);
      const theirs = blocks.filter((block) => block.tool !== null);
      expect(theirs.map((block) => [block.tool, block.language])).toEqual([[tool, language]]);
      const ours = pythonExamples(page.tree).filter((block) => block.title === 'main.py');
      expect(ours).toHaveLength(1);
      // Ours is type-checked with the other examples (tests/api/examples.test.ts);
      // theirs must at least parse.
      if (language === 'js') {
        expect(() => acorn.parse(theirs[0]!.source, {ecmaVersion: 'latest'})).not.toThrow();
      } else {
        const parsed = spawnSync(
          'python3',
          ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'],
          {
            input: theirs[0]!.source,
            encoding: 'utf8',
          },
        );
        expect(parsed.stderr).toBe('');
      }
    });
  }
});

describe('values an alias may pass', () => {
  it("are listed by the call's parameter: Android press_key names the keys of its table", () => {
    const source = readFileSync('docs/android/api/action/index.mdx', 'utf8');
    const section = source.slice(
      source.indexOf('### press_key'),
      source.indexOf('### press_keycode'),
    );
    const tableKeys = [...section.matchAll(/^\| (`"[a-z_]+"`(?:, `"[a-z_]+"`)*) +\|/gm)].flatMap(
      ([, cell]) => cell!.split(', '),
    );
    const listed = entry('tapcraft.android.action.press_key').parameters[0]!.description;
    expect(tableKeys.length).toBeGreaterThan(15);
    expect(listed.match(/`"[a-z_]+"`/g)).toEqual(tableKeys);
  });
});

describe('the glossary', () => {
  const rows = glossary(model, pageTerms, docTitles([]));

  it('sends each Chinese term to its Android entry or to its page', () => {
    expect(rows.find((row) => row.term === '找色')).toEqual({
      term: '找色',
      english: 'find a colour',
      meaning: 'Find the first pixel of one colour.',
      target: {label: 'screen.find_color', url: '/docs/android/api/screen#find_color', code: true},
    });
    expect(rows.find((row) => row.term === '卡密')?.target.url).toBe(
      '/docs/android/guide/app_card',
    );
    expect(new Set(rows.map((row) => row.term)).size).toBe(rows.length);
  });

  it('titles page terms with the title of the page', () => {
    const titled = glossary(
      model,
      pageTerms,
      new Map([['/docs/android/guide/app_card', 'Card keys']]),
    );
    expect(titled.find((row) => row.term === '卡密')?.target).toEqual({
      label: 'Card keys',
      url: '/docs/android/guide/app_card',
      code: false,
    });
  });
});

describe('the Chinese site', async () => {
  // Built as a Chinese build builds it: it throws when a Chinese note names what an entry lacks.
  const chinese = await siteApiReference(process.cwd(), 'zh-Hans');
  const han = /\p{Script=Han}/u;

  it('shows the Chinese of every note in the migration guides, the English site the English', () => {
    const click = (rows: Array<{call: string; differs?: string}>) =>
      rows.find((row) => row.call === 'click(x, y)')!.differs!;
    const english = click(content.migrations.AutoJs6);
    expect(click(chinese.migrations.AutoJs6)).toBe(chineseAliasTexts[english]);
    for (const tool of otherTools) {
      const notes = chinese.migrations[tool].flatMap((row) => row.differs ?? []);
      expect(notes.length, tool).toBeGreaterThan(10);
      expect(
        notes.filter((note) => !han.test(note)),
        tool,
      ).toEqual([]);
      expect(content.migrations[tool].filter((row) => han.test(row.differs ?? ''))).toEqual([]);
    }
  });

  it('shows the Chinese meaning of every term in the glossary, the English site the English', () => {
    const meaning = (rows: Array<{term: string; meaning: string}>, term: string) =>
      rows.find((row) => row.term === term)!.meaning;
    expect(meaning(chinese.glossary, '找色')).toBe(
      chineseAliasTexts[meaning(content.glossary, '找色')],
    );
    expect(chinese.glossary.filter((row) => !han.test(row.meaning))).toEqual([]);
    expect(content.glossary.filter((row) => han.test(row.meaning))).toEqual([]);
  });
});
