import {describe, expect, it} from 'vitest';

import {apiPages} from '@tapcraft/core/api/page';
import {buildApiModel} from '@tapcraft/core/api/model';
import {buildStubs} from '@tapcraft/core/api/stubs';
import {parsePage, type ParsedPage} from '@tapcraft/core/pages/parse';
import {codeWithoutComments, translationProblems} from '../../plugins/api-reference/parity';

// A translated API page goes through the same model as its English page and
// must state the same facts and code (plugins/api-reference/parity.ts).

const ENGLISH = 'docs/android/api/fixture.mdx';
const CHINESE = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/android/api/fixture.mdx';

type Words = {title: string; taps: string; holds: string; comment: string};

const page = (words: Words, tap = 'def tap(x: int, y: int = 0) -> bool: ...', since = '1.0') => `---
title: ${words.title}
description: A fixture.
module: tapcraft.android.fixture
---

### tap

<ApiMeta since="${since}" />

${words.taps}

\`\`\`python title="Signature"
${tap}
\`\`\`

\`\`\`python title="Example"
from tapcraft.android.fixture import tap

tap(10, 20)  # ${words.comment}
print("# not a comment")
\`\`\`

### hold

<ApiMeta since="1.0" />

${words.holds}

\`\`\`python title="Signature"
def hold(x: int) -> bool: ...
\`\`\`
`;

const english: Words = {title: 'Fixture', taps: 'Taps.', holds: 'Holds.', comment: 'tap the point'};
const chinese: Words = {title: '示例', taps: '点击。', holds: '按住。', comment: '点击这个点'};

function side(pages: ParsedPage[]) {
  const api = apiPages(pages);
  const {model} = buildApiModel(api, buildStubs(api), {
    releases: [{version: '1.0', date: '2020-01-01', highlights: ['First.'], firstOn: 'android'}],
    moduleCounterparts: [],
    counterpartsFile: 'src/data/api-counterparts.ts',
  });
  return {prose: pages, model};
}

async function problems(translated: string, source = page(english)): Promise<string[]> {
  const sourceSide = side([await parsePage(ENGLISH, source)]);
  const result = translationProblems(sourceSide, side([await parsePage(CHINESE, translated)]));
  return result.map(({file, line, message}) => `${file}:${line}: ${message}`);
}

describe('a translated API page', () => {
  it('may translate prose and code comments', async () => {
    expect(await problems(page(chinese))).toEqual([]);
  });

  it('may not change a signature or a default', async () => {
    const report = (await problems(page(chinese, 'def tap(x: int, y: int = 1) -> bool: ...'))).join(
      '\n',
    );
    expect(report).toMatch(new RegExp(`^${CHINESE}:\\d+: tap: signature `, 'm'));
    expect(report).toContain('tap: parameters');
  });

  it('may not change since', async () => {
    expect((await problems(page(chinese, undefined, '1.1'))).join('\n')).toContain('tap: since');
  });

  it('may not leave out an entry', async () => {
    const withoutHold = page(chinese).replace(/### hold[\s\S]*$/, '');
    expect(await problems(withoutHold)).toContain(
      `${CHINESE}:1: hold (${ENGLISH}:24) is missing from the translation`,
    );
  });

  it('must speak of VIP in **Raises:** where the English marks a VIP-only call', async () => {
    const raises = (words: string) => (text: string) =>
      text.replace('\n### hold', `\n**Raises:** ${words}\n\n### hold`);
    const vipOnly = raises('`TapcraftError` if the account has no VIP plan.')(page(english));
    const saysVip = raises('账号没有 VIP 会员时，抛出 `TapcraftError`。')(page(chinese));
    const saysNot = raises('账号没有会员时，抛出 `TapcraftError`。')(page(chinese));
    expect(await problems(saysVip, vipOnly)).toEqual([]);
    expect((await problems(saysNot, vipOnly)).join('\n')).toContain(
      'tap: VIP in **Raises:** false differs from the English true',
    );
  });

  it('may not change a name, type or default in a parameter table', async () => {
    const table = (y: string, across: string, down: string) => (text: string) =>
      text.replace(
        '```\n\n```python title="Example"',
        `\`\`\`\n\n| Parameter | Type | Default | Description |\n| --- | --- | --- | --- |\n| \`x\` | \`int\` | required | ${across} |\n| \`y\` | \`int\` | ${y} | ${down} |\n\n\`\`\`python title="Example"`,
      );
    const source = table('`0`', 'Across.', 'Down.')(page(english));
    expect(await problems(table('`0`', '横向。', '纵向。')(page(chinese)), source)).toEqual([]);
    expect(
      (await problems(table('`1`', '横向。', '纵向。')(page(chinese)), source)).join('\n'),
    ).toMatch(
      /^.*:\d+: tap: table rows .*"y","int","1".* differ from the English .*"y","int","0"/m,
    );
  });

  it('may not change code', async () => {
    const changed = page(chinese).replace('tap(10, 20)', 'tap(10, 21)');
    expect(await problems(changed)).toEqual([
      `${CHINESE}:17: code block 2 differs from the English block at ${ENGLISH}:17: keep the code, translate only comments`,
    ]);
  });
});

describe('code compared without comments', () => {
  it('keeps a # inside a string and drops a comment', () => {
    expect(
      codeWithoutComments({language: 'python', source: 'x = "#1"  # the first\n\ny = 2\n'}),
    ).toBe('x = "#1"\ny = 2');
  });
});
