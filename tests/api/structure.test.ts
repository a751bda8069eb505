import {describe, expect, it} from 'vitest';

import {loadApiPages} from '@tapcraft/core/api/page';
import {buildStubs} from '@tapcraft/core/api/stubs';
import {checkStructure} from '../../plugins/api-reference/checks';

const pages = await loadApiPages(process.cwd(), ['docs']);
const stubs = buildStubs(pages);
const fixtures = await loadApiPages(process.cwd(), ['tests/fixtures/api-structure']);
const fixtureStubs = buildStubs(fixtures);
const format = (problems: Array<{file: string; line: number; message: string}>) =>
  problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('API reference pages', () => {
  it('cover the Android core modules', () => {
    const modules = pages.map((p) => p.module);
    for (const module of [
      'tapcraft',
      'tapcraft.android.action',
      'tapcraft.android.node.selector',
      'tapcraft.android.system.kv',
      'tapcraft.android.tunner.websocket',
      'tapcraft.android.ui.loger',
    ]) {
      expect(modules).toContain(module);
    }
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('have valid stub syntax in every signature block', () => {
    expect(format(stubs.errors)).toEqual([]);
  });

  it('give every entry a signature, parameter table, returns, raises, since and example', () => {
    expect(format(checkStructure(pages, stubs))).toEqual([]);
  });
});

describe('the structure check fails on a broken page', () => {
  it('reports each missing part of an entry', () => {
    const problems = format(checkStructure(fixtures, fixtureStubs)).join('\n');
    expect(problems).toContain('swipe_twice: missing parameter table');
    expect(problems).toContain('swipe_twice: missing **Raises:**');
    expect(problems).toContain('swipe_twice: missing example');
    expect(problems).toContain('tap_twice: missing parameter "gap_ms" in the table');
    expect(problems).toContain('swipe_twice: a heading above takes #swipe_twice');
  });
});
