import {describe, expect, it} from 'vitest';

import {buildPageRecords, factText, plainText} from '../../../plugins/search-index/buildRecords';
import {byCounterparts} from '../../../plugins/search-index';
import {facts} from '@tapcraft/data/facts';
import {facts as chineseFacts} from '@tapcraft/data/zh-Hans/facts';
import {parseTree} from '@tapcraft/core/pages/parse';

const page = {
  url: '/docs/android/api/screen',
  title: 'Screen',
  description: 'Capture the screen and find colours.',
  section: 'Android',
  docusaurusTag: 'docs-default-current',
  pageRank: 3,
  tree: parseTree(`import {product} from '@site/src/data/site';

Use this module to read the screen of {product.name}.

## Find colours

Colour search compares pixels.

### \`find_colors\` {#find_colors}

Finds a multi-point pattern.

\`\`\`python
from tapcraft.android.screen import find_colors
\`\`\`

:::tip
Use a small region.
:::

### Capture twice

Text under a duplicate-free heading.

## Find colours

Second section with the same title.
`),
};

describe('buildPageRecords', () => {
  const records = buildPageRecords(page);

  it('makes a page record, then heading and paragraph-group records in order', () => {
    expect(records.map((r) => [r.type, r.anchor])).toEqual([
      ['lvl1', null],
      ['content', null],
      ['content', null],
      ['lvl2', 'find-colours'],
      ['content', 'find-colours'],
      ['lvl3', 'find_colors'],
      ['content', 'find_colors'],
      ['lvl3', 'capture-twice'],
      ['content', 'capture-twice'],
      ['lvl2', 'find-colours-1'],
      ['content', 'find-colours-1'],
    ]);
  });

  it('fills the DocSearch hierarchy and resets deeper levels at each heading', () => {
    const fn = records.find((r) => r.anchor === 'find_colors' && r.type === 'lvl3')!;
    expect(fn.hierarchy).toEqual({
      lvl0: 'Android',
      lvl1: 'Screen',
      lvl2: 'Find colours',
      lvl3: 'find_colors',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(fn.url).toBe('/docs/android/api/screen#find_colors');
    expect(fn.url_without_anchor).toBe('/docs/android/api/screen');
    const second = records.find((r) => r.anchor === 'find-colours-1' && r.type === 'lvl2')!;
    expect(second.hierarchy.lvl3).toBeNull();
  });

  it('keeps prose and admonitions, drops code, imports and expressions', () => {
    const text = records.map((r) => r.content ?? '').join(' ');
    expect(text).toContain('Finds a multi-point pattern. Use a small region.');
    expect(text).not.toContain('import');
    expect(text).not.toContain('product.name');
    expect(text).toContain('Use this module to read the screen of .');
  });

  it('records language, tag and weights', () => {
    expect(new Set(records.map((r) => r.language))).toEqual(new Set(['en']));
    expect(new Set(records.map((r) => r.docusaurus_tag))).toEqual(
      new Set(['docs-default-current']),
    );
    expect(records[0]!.weight).toEqual({pageRank: 3, level: 100, position: 0});
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('indexes a React page by its title and description only', () => {
    const [title, description] = buildPageRecords({...page, tree: undefined});
    expect(title!.type).toBe('lvl1');
    expect(description!.content).toBe('Capture the screen and find colours.');
  });
});

describe('factText', () => {
  it('gives the value of a product fact that a page shows', () => {
    expect(factText('facts.hid.rangeMeters')).toBe(String(facts.hid.rangeMeters));
    expect(factText(' facts.deviceId.examples[0] ')).toBe(facts.deviceId.examples[0]);
    expect(factText('rangeText(facts.hid.tapTimeMs)')).toBe(
      `${facts.hid.tapTimeMs.min} to ${facts.hid.tapTimeMs.max}`,
    );
  });

  it('gives the Chinese value on a Chinese page', () => {
    expect(factText('facts.systems.ios', 'zh-Hans')).toBe(chineseFacts.systems.ios);
    expect(factText('rangeText(facts.hid.tapTimeMs)', 'zh-Hans')).toBe(
      `${facts.hid.tapTimeMs.min}～${facts.hid.tapTimeMs.max}`,
    );
    expect(factText('facts.hid.rangeMeters', 'zh-Hans')).toBe(String(facts.hid.rangeMeters));
  });

  it('gives nothing for other expressions, unknown names and objects', () => {
    for (const expression of [
      'product.name',
      'facts.hid.nothing',
      'facts.hid',
      'facts.hid.tapTimeMs',
      'rangeText(facts.hid.rangeMeters)',
      'rangeText(facts.hid.tapTimeMs',
      'facts.vmosActivity.vipTrialDays * 24',
      'facts.constructor',
    ]) {
      expect(factText(expression), expression).toBe('');
    }
  });

  it('puts the fact into the paragraph text', () => {
    const [record] = buildPageRecords({
      url: '/docs/x',
      title: 'X',
      tree: parseTree('Keep the board within {facts.hid.rangeMeters} m.'),
      section: 'Docs',
      docusaurusTag: 'docs',
      pageRank: 1,
    }).filter((r) => r.type === 'content');
    expect(record?.content).toBe(`Keep the board within ${facts.hid.rangeMeters} m.`);
  });
});

describe('plainText', () => {
  it('joins text and inline code, skipping code blocks', () => {
    expect(
      plainText({
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Call '},
          {type: 'inlineCode', value: 'click'},
          {type: 'code', value: 'ignored'},
        ],
      }),
    ).toBe('Call click');
  });
});

describe('Chinese text', () => {
  // 15 dictionary words, 1 whitespace-separated token.
  const sentence = '找到控件后点击它，然后等待下一个页面出现。';
  const chinese = (markdown: string, bodyText?: 'lead') =>
    buildPageRecords({
      url: '/zh-Hans/docs/android/api/node',
      title: '控件',
      tree: parseTree(markdown),
      section: '安卓',
      docusaurusTag: 'docs-default-current',
      pageRank: 3,
      language: 'zh-Hans',
      ...(bodyText && {bodyText}),
    });
  const paragraphs = Array.from({length: 8}, (_, i) => `第${i}段。${sentence}`).join('\n\n');

  it('ends a paragraph group after about as many dictionary words as an English group', () => {
    const texts = chinese(`## 等待\n\n${paragraphs}\n`)
      .filter((record) => record.type === 'content')
      .map((record) => record.content!);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join(' ')).toBe(paragraphs.replaceAll('\n\n', ' '));
  });

  it("keeps only a section's first group where the page asks for its lead", () => {
    const texts = chinese(`## 等待\n\n${paragraphs}\n`, 'lead')
      .filter((record) => record.type === 'content')
      .map((record) => record.content!);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('第0段');
    expect(texts[0]).not.toContain('第7段');
  });

  it("stores each dictionary word of a section's tables once", () => {
    const heading = chinese(
      '## 参数\n\n| 名称 | 说明 |\n| --- | --- |\n| `region` | 屏幕的区域 |\n| `color` | 区域的颜色 |\n',
    ).find((record) => record.type === 'lvl2')!;
    expect(heading.keywords).toBe('屏幕的区域颜色');
  });
});

describe('byCounterparts', () => {
  it('puts each page beside its counterparts on the other platforms', () => {
    const urls = [
      '/zh-Hans/docs/android/api/action',
      '/zh-Hans/docs/android/api/screen/ocr',
      '/zh-Hans/docs/android/intro',
      '/zh-Hans/docs/ios/api/action',
      '/zh-Hans/docs/ios/api/screen/ocr',
      '/zh-Hans/docs/windows/action',
    ];
    const pages = urls.map((url) => ({...page, url}));
    expect(byCounterparts(pages).map((p) => p.url)).toEqual([
      '/zh-Hans/docs/android/api/action',
      '/zh-Hans/docs/ios/api/action',
      '/zh-Hans/docs/windows/action',
      '/zh-Hans/docs/android/intro',
      '/zh-Hans/docs/android/api/screen/ocr',
      '/zh-Hans/docs/ios/api/screen/ocr',
    ]);
  });
});
