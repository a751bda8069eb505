import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {rspack} from '@rspack/core';
import {afterAll, describe, expect, it} from 'vitest';

import {COMPILE_HINT, CompileHintsWebpackPlugin} from '../../plugins/compile-hints';

const project = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(project, {recursive: true, force: true}));

writeFileSync(
  path.join(project, 'entry.js'),
  `export function main() { return import(/* webpackChunkName: "lazy" */ './lazy.js'); }\n`,
);
writeFileSync(path.join(project, 'lazy.js'), `export function lazy(x) { return x * 2; }\n`);

/** Bundles the two-file project, minified as in production, with the plugin. */
function build(chunkGroups: string[], outDir: string): Promise<string[]> {
  const compiler = rspack({
    mode: 'production',
    context: project,
    entry: {main: './entry.js'},
    output: {path: path.join(project, outDir), filename: '[name].[contenthash:8].js'},
    plugins: [new CompileHintsWebpackPlugin(chunkGroups) as never],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(readdirSync(path.join(project, outDir)));
    }),
  );
}

describe('CompileHintsWebpackPlugin', () => {
  it('starts the named chunk group’s minified scripts with the hint, and no others', async () => {
    const files = await build(['lazy'], 'out');
    const read = (prefix: string) =>
      readFileSync(
        path.join(
          project,
          'out',
          files.find((f) => f.startsWith(prefix))!,
        ),
        'utf8',
      );
    expect(read('lazy.').startsWith(COMPILE_HINT)).toBe(true);
    // Minified before the hint was added: the function is still in it, whitespace gone.
    expect(read('lazy.')).toMatch(/return\s*2\s*\*|\*\s*2/);
    expect(read('main.')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('fails the build when a chunk group does not exist', async () => {
    await expect(build(['missing'], 'out-missing')).rejects.toThrow(
      'the build has no chunk group named "missing"',
    );
  });
});
