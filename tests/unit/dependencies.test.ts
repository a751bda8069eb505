import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The import rules of .dependency-cruiser.cjs: src/, plugins/ and mcp/ share
// code through core/ and src/data only, nothing imports in a circle, and
// every package is declared where it is imported.

const root = process.cwd();
const CLI = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CODE = [
  'src',
  'plugins',
  'core',
  'mcp/src',
  'mcp/scripts',
  'mcp/bin',
  'scripts',
  'tests',
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.mjs',
];

type Violation = {rule: {name: string}; from: string; to: string};

function violations(cwd: string, paths: string[]): string[] {
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      ...paths,
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  const {summary} = JSON.parse(result.stdout) as {summary: {violations: Violation[]}};
  return summary.violations.map(({rule, from, to}) => `${rule.name}: ${from} → ${to}`);
}

describe('imports', () => {
  it('keep the floors, make no circle and name only declared packages', () => {
    expect(violations(root, CODE)).toEqual([]);
  }, 60_000);

  it('are refused across floors, in a circle, or from a package not declared', () => {
    const found = violations(path.join(root, 'tests/fixtures/layers'), [
      'src',
      'plugins',
      'mcp',
      'core',
    ]).map((line) => line.replace(/ → .*node_modules\//, ' → node_modules/'));
    expect(found.sort()).toEqual(
      [
        'core-below-the-floors: core/shared.ts → src/widget.ts',
        'data-imports-nothing: src/data/facts.ts → src/widget.ts',
        'declared-packages: plugins/undeclared.ts → node_modules/unified/index.js',
        'mcp-not-to-plugins: mcp/server.ts → plugins/build.ts',
        'no-circular: src/first.ts → src/second.ts',
        'plugins-not-to-src: plugins/build.ts → src/widget.ts',
        'src-not-to-plugins: src/page.ts → plugins/build.ts',
      ].sort(),
    );
  }, 60_000);
});
