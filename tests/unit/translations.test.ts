import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';

import {visit} from 'unist-util-visit';

import {terms} from '@tapcraft/data/terms';
import {parsePage} from '@tapcraft/core/pages/parse';
import {
  recordTranslations,
  refusedTermProblems,
  translationStatus,
  uiStrings,
  localeTextFiles,
} from '@tapcraft/core/pages/translations';

const TRANSLATION = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/guide.mdx';

const english = (install: string) => `---
title: Guide
---

Intro.

## Install the app

${install}

## Run a script

Run it.
`;

const chinese = `---
title: 指南
---

简介。

## 安装应用 {#install-the-app}

安装。

## 运行脚本 {#run-a-script}

运行。
`;

let siteDir = '';

function site(files: Record<string, string>): string {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  for (const dir of ['docs', 'blog', 'src/pages'])
    mkdirSync(path.join(siteDir, dir), {recursive: true});
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), text);
  }
  return siteDir;
}

afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

describe('translation records', () => {
  it('make a translation stale in the section whose English changed, by its English anchor', async () => {
    site({'docs/guide.mdx': english('Tap Install.'), [TRANSLATION]: chinese});
    expect(await recordTranslations(siteDir, 'zh-Hans', [TRANSLATION])).toEqual(['docs/guide.mdx']);
    const recorded = await translationStatus(siteDir, 'zh-Hans');
    expect(recorded.problems).toEqual([]);
    expect(recorded.pages.find((p) => p.file === 'docs/guide.mdx')!.changed).toEqual([]);

    writeFileSync(path.join(siteDir, 'docs/guide.mdx'), english('Tap Install, then Open.'));
    const {pages} = await translationStatus(siteDir, 'zh-Hans');
    expect(pages).toEqual([
      {
        file: 'docs/guide.mdx',
        translation: TRANSLATION,
        changed: [{anchor: 'install-the-app', title: 'Install the app'}],
      },
    ]);
  });

  it('are written with a comment that says they are generated', async () => {
    site({'docs/guide.mdx': english('Tap Install.'), [TRANSLATION]: chinese});
    await recordTranslations(siteDir, 'zh-Hans', [TRANSLATION]);
    const file = JSON.parse(readFileSync(path.join(siteDir, 'i18n/zh-Hans/sources.json'), 'utf8'));
    expect(file.$comment).toMatch(/never by hand/);
    expect(Object.keys(file['docs/guide.mdx'])).toEqual(['', 'install-the-app', 'run-a-script']);
  });

  it('refuse a translation without a record, and one whose English page is gone', async () => {
    const orphan = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/gone.mdx';
    site({'docs/guide.mdx': english('Tap Install.'), [TRANSLATION]: chinese, [orphan]: chinese});
    const {problems} = await translationStatus(siteDir, 'zh-Hans');
    expect(problems).toEqual([
      `${TRANSLATION}: no record in i18n/zh-Hans/sources.json; run npm run i18n:record -- ${TRANSLATION}`,
      `${orphan}: its English page docs/gone.mdx is gone; delete or move the translation`,
    ]);
  });
});

describe('the term base', () => {
  it('refuses a page that writes a refused rendering, naming file, line and the term to write', () => {
    const text = '简介。\n\n用 寻色 在屏幕上找到按钮。\n';
    expect(refusedTermProblems(text, 'fixture.mdx', terms)).toEqual([
      'fixture.mdx:3: write 找色 (find a colour), not 寻色',
    ]);
  });

  it('has no refused rendering inside a term of its own (the check matches text)', () => {
    const squeeze = (s: string) => s.replace(/\s+/g, '');
    const clashes = terms.flatMap(({refused}) =>
      refused.flatMap((wrong) =>
        terms
          .filter((t) => squeeze(t.chinese).includes(squeeze(wrong)))
          .map((t) => `${wrong} in ${t.chinese}`),
      ),
    );
    expect(clashes).toEqual([]);
  });

  it('is kept by every Chinese page and UI string of the site', () => {
    const problems = localeTextFiles('.', 'zh-Hans').flatMap((file) =>
      refusedTermProblems(readFileSync(file, 'utf8'), file, terms),
    );
    expect(problems).toEqual([]);
  });
});

describe('the Chinese pages', () => {
  // `**…。**如果`: CommonMark does not close emphasis after full-width punctuation
  // followed by a letter, so the reader sees the asterisks.
  it('leave no asterisk of an unclosed bold or italic in their text', async () => {
    const pages = localeTextFiles('.', 'zh-Hans').filter((file) => file.endsWith('.mdx'));
    const stray: string[] = [];
    for (const file of pages) {
      const {tree} = await parsePage(file, readFileSync(file, 'utf8'));
      visit(tree, 'text', (node) => {
        if (node.value.includes('**')) stray.push(`${file}:${node.position?.start.line}`);
      });
    }
    expect(stray).toEqual([]);
  });
});

describe('the Chinese UI strings', () => {
  it('leave no English label in the interface', () => {
    const english = uiStrings('.', 'zh-Hans').filter((s) => !s.translated);
    expect(english.map((s) => `${s.file}: ${s.key}: ${s.message}`)).toEqual([]);
  });
});

/** The entries of a blog data file (authors.yml, tags.yml): each key with its `field: value` lines. */
function yamlEntries(text: string): Map<string, Record<string, string>> {
  const entries = new Map<string, Record<string, string>>();
  let fields: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const key = /^([^\s#][^:]*):\s*$/.exec(line)?.[1];
    const field = /^\s+(\w+):\s*(.*)$/.exec(line);
    if (key) entries.set(key, (fields = {}));
    else if (field) fields[field[1]!] = field[2]!;
  }
  return entries;
}

// Docusaurus reads a locale's authors.yml and tags.yml instead of the English
// ones, whole: the Chinese files repeat every field but the words they translate.
describe("the Chinese blog's authors and tags", () => {
  it.each([
    ['authors.yml', 'title'],
    ['tags.yml', 'description'],
  ])('%s: every %s in Chinese, every other field as in English', (file, translated) => {
    const english = yamlEntries(readFileSync(`blog/${file}`, 'utf8'));
    const chinese = yamlEntries(
      readFileSync(`i18n/zh-Hans/docusaurus-plugin-content-blog/${file}`, 'utf8'),
    );
    expect(english.size).toBeGreaterThan(2);
    expect([...chinese.keys()]).toEqual([...english.keys()]);
    for (const [key, fields] of english) {
      const text = chinese.get(key)![translated];
      expect(text, `${key}: ${translated}`).toMatch(/\p{Script=Han}/u);
      expect({...chinese.get(key), [translated]: ''}).toEqual({...fields, [translated]: ''});
    }
  });
});
