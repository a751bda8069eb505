import {describe, expect, it} from 'vitest';

import {tapcraftNames} from '../src/python';

/** How long `run` takes, in ms. */
function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('tapcraftNames', () => {
  it('reads from-imports with aliases, brackets and continuations, and the attributes used', () => {
    const code = [
      'from tapcraft import Rect',
      'from tapcraft.android import (',
      '    screen as s,  # find_colors',
      '    action,',
      ')',
      'import tapcraft.ios.screen as ios_screen, os',
      'from \\',
      '    tapcraft.windows import window',
      's.find_colors("0,0,#FF0000"); action.click(1, 2)',
      "ios_screen.find_image('''screen.fake",
      "''')",
      'window.find_window("Notepad")',
    ].join('\n');
    expect(tapcraftNames(code)).toEqual([
      'tapcraft.Rect',
      'tapcraft.android.action',
      'tapcraft.android.action.click',
      'tapcraft.android.screen',
      'tapcraft.android.screen.find_colors',
      'tapcraft.ios.screen',
      'tapcraft.ios.screen.find_image',
      'tapcraft.windows.window',
      'tapcraft.windows.window.find_window',
    ]);
  });

  it('skips strings, comments, relative imports and other packages', () => {
    const code = [
      'from tapcraft.android import screen',
      'print("screen.in_a_string", rb"screen.raw")  # screen.in_a_comment',
      'from . import screen_helpers',
      'from os import path',
      'path.join("a")',
      'other.screen.find_text()',
    ].join('\n');
    expect(tapcraftNames(code)).toEqual(['tapcraft.android.screen']);
  });

  it('takes the longest imported prefix of a dotted name', () => {
    const code = 'import tapcraft\nimport tapcraft.android.screen\ntapcraft.android.screen.ocr()\n';
    expect(tapcraftNames(code)).toEqual([
      'tapcraft',
      'tapcraft.android.screen',
      'tapcraft.android.screen.ocr',
    ]);
  });

  it('reads an import line that is a broken pattern, and the imports after a bracket left open', () => {
    // Once built into a RegExp: "import tapcraft(" threw and lost pyright's result.
    const code = 'import tapcraft(\nfrom tapcraft.android.action import click\nclick(1, 2)\n';
    expect(tapcraftNames(code)).toEqual(['tapcraft', 'tapcraft.android.action.click']);
  });

  it('costs one pass over the text whatever the imports say', () => {
    // Once a catastrophic pattern: `tapcraft|(a+)+$` against a line of a's took seconds.
    const bomb = `import tapcraft|(a+)+$\n${'a'.repeat(27)}\n${'x = 1\n'.repeat(3000)}`;
    const plain = `import tapcraft.android\n${'b'.repeat(27)}\n${'x = 1\n'.repeat(3000)}`;
    timed(() => tapcraftNames(plain));
    const bombMs = timed(() => tapcraftNames(bomb));
    const plainMs = timed(() => tapcraftNames(plain));
    expect(bombMs).toBeLessThan(plainMs * 20 + 50);
  });
});
