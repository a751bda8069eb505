import {describe, expect, it} from 'vitest';

import type {ExceptionClass} from '@tapcraft/core/api/views';
import {exceptionTree, type ExceptionNode} from '../../src/components/ExceptionHierarchy/tree';

const exception = (name: string, bases: string[], module = 'tapcraft'): ExceptionClass => ({
  name,
  bases,
  module,
  summary: `${name} happened.`,
  message: null,
  links: {android: `/docs/x#${name}`},
});

/** The tree as indented names, to compare whole shapes. */
function outline(nodes: ExceptionNode[], depth = 1): string[] {
  return nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.exception.name}${node.otherBases.length ? ` (+${node.otherBases})` : ''}`,
    ...outline(node.children, depth + 1),
  ]);
}

describe('exceptionTree', () => {
  it('puts each class under its first defined base, shared package first, built-in bases as roots', () => {
    const tree = exceptionTree([
      exception('HttpError', ['TapcraftError'], 'tunner.http'),
      exception('ScriptStopped', ['BaseException'], 'control'),
      exception('PluginNotFoundError', ['PluginError'], 'plug'),
      exception('TapcraftTimeoutError', ['TapcraftError', 'TimeoutError']),
      exception('PluginError', ['TapcraftError'], 'plug'),
      exception('TapcraftError', ['Exception']),
      exception('ServiceNotRunningError', ['TapcraftError']),
    ]);
    expect(tree.map((root) => [root.base, ...outline(root.children)])).toEqual([
      [
        'Exception',
        '  TapcraftError',
        '    ServiceNotRunningError',
        '    TapcraftTimeoutError (+TimeoutError)',
        '    PluginError',
        '      PluginNotFoundError',
        '    HttpError',
      ],
      ['BaseException', '  ScriptStopped'],
    ]);
  });

  it('finds a base in the class own module before another module of the same name', () => {
    const [root] = exceptionTree([
      exception('Error', ['Exception'], 'a'),
      exception('Error', ['Exception'], 'b'),
      exception('Child', ['Error'], 'b'),
    ]);
    const inB = root!.children.find((node) => node.exception.module === 'b')!;
    expect(inB.children.map((node) => node.exception.name)).toEqual(['Child']);
  });

  it('keeps every class when bases loop, cutting the loop instead of dropping them', () => {
    const tree = exceptionTree([exception('A', ['B']), exception('B', ['A'])]);
    const names = tree.flatMap((root) => outline(root.children)).map((line) => line.trim());
    expect(names.sort()).toEqual(['A', 'B']);
  });
});
