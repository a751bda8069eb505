import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterAll, describe, expect, it, vi} from 'vitest';

import {recordTranslations, translationStatus} from '@tapcraft/core/pages/translations';

// The note a Chinese page shows, from what the translations plugin computes
// for it: a fixture English page changes in one section after its
// translation was recorded.

const plugin = vi.hoisted(() => ({data: {} as unknown}));
vi.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => plugin.data}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {baseUrl: '/zh-Hans/'},
    i18n: {currentLocale: 'zh-Hans', defaultLocale: 'en'},
  }),
}));
vi.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}));

// The site compiles JSX with the automatic runtime; vitest's esbuild, with React in scope.
vi.stubGlobal('React', React);
const {default: TranslationNote} = await import('../../src/components/TranslationNote');

const TRANSLATION = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/guide.mdx';
const english = (run: string) =>
  `# Guide\n\nIntro.\n\n## Install the app\n\nTap Install.\n\n## Run a script\n\n${run}\n`;
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'translation-note-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), text);
}

const note = (source: string) =>
  renderToStaticMarkup(
    React.createElement(TranslationNote, {permalink: '/zh-Hans/docs/guide', source}),
  );

describe('the translation note', () => {
  it('names the section whose English changed, linking it on the English page', async () => {
    for (const dir of ['blog', 'src/pages']) mkdirSync(path.join(siteDir, dir), {recursive: true});
    write('docs/guide.mdx', english('Press Run.'));
    write(
      TRANSLATION,
      '# 指南\n\n简介。\n\n## 安装应用 {#install-the-app}\n\n点安装。\n\n## 运行脚本 {#run-a-script}\n\n点运行。\n',
    );
    await recordTranslations(siteDir, 'zh-Hans', [TRANSLATION]);
    write('docs/guide.mdx', english('Press Run, then watch the log.'));
    const {pages} = await translationStatus(siteDir, 'zh-Hans');
    plugin.data = {stale: Object.fromEntries(pages.map((p) => [p.translation, p.changed]))};

    const html = note(`@site/${TRANSLATION}`);
    expect(html).toContain('<a href="/docs/guide#run-a-script" hrefLang="en">Run a script</a>');
    expect(html).not.toContain('install-the-app');
  });

  it('says an untranslated page is shown in English and links the English page', () => {
    plugin.data = {stale: {}};
    const html = note('@site/docs/guide.mdx');
    expect(html).toContain('has not been translated yet');
    expect(html).toContain('href="/docs/guide"');
  });

  it('is absent on a translation that is up to date', () => {
    plugin.data = {stale: {}};
    expect(note(`@site/${TRANSLATION}`)).toBe('');
  });
});
