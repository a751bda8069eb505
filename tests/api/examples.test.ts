import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {loadApiPages, pageExamples} from '@tapcraft/core/api/page';
import {checkExamples} from '@tapcraft/core/api/stubs';
import {loadPages} from '@tapcraft/core/pages/parse';

const root = process.cwd();
const pages = await loadApiPages(root);
const allExamples = async (dirs: string[]) => pageExamples(await loadPages(root, dirs));

describe('Python examples type-check against the documented API', () => {
  it('every example in docs, blog, pages and their translations passes pyright with zero errors', async () => {
    const examples = await allExamples(['docs', 'blog', 'src/pages', 'i18n']);
    expect(examples.length).toBeGreaterThan(100);
    const problems = await checkExamples(
      pages,
      examples,
      mkdtempSync(path.join(os.tmpdir(), 'api-site-')),
    );
    const report = problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(report).toEqual([]);
  }, 180_000);

  it('catches an example that calls the API wrongly, at its MDX line', async () => {
    const fixtures = await loadApiPages(root, ['tests/fixtures/api']);
    const examples = await allExamples(['tests/fixtures/api']);
    const problems = await checkExamples(
      [...pages, ...fixtures],
      examples,
      mkdtempSync(path.join(os.tmpdir(), 'api-fixture-')),
    );
    const lines = problems.map((p) => `${p.file}:${p.line}`);
    expect(lines).toContain('tests/fixtures/api/wrong-example.mdx:25');
    expect(lines).toContain('tests/fixtures/api/wrong-example.mdx:26');
    expect(problems.find((p) => p.line === 25)?.message).toMatch(/duration/);
  }, 180_000);
});

/** Lines of `platform` examples under `dirs` that exit with a message, which means code 1. */
async function messageExits(dirs: string[], platform: 'android' | 'ios'): Promise<string[]> {
  const imports = new RegExp(`\\bfrom tapcraft\\.${platform}\\b`);
  return (await allExamples(dirs))
    .filter(({block}) => imports.test(block.source))
    .flatMap(({file, block}) =>
      block.source
        .split('\n')
        .map((line, index) => ({line, at: `${file}:${block.line + index}`}))
        .filter(({line}) => /\b(?:SystemExit|sys\.exit)\(\s*f?["']/.test(line))
        .map(({at}) => at),
    );
}

describe('Android examples that stop on purpose', () => {
  it('end with stop_script, not a SystemExit that Tapcraft reports as a crash', async () => {
    // `raise SystemExit("message")` exits with code 1, which the control page
    // reserves for an uncaught exception: the cloud console shows an error.
    expect(await messageExits(['docs/android', 'docs/teach', 'blog'], 'android')).toEqual([]);
  });
});

describe('iOS examples that stop on purpose', () => {
  it('end with sys.exit(code), not a SystemExit message that ends with code 1', async () => {
    // iOS has no stop_script: a script gives up with its own code from 10 up,
    // because code 1 means an uncaught exception (docs/ios/api/system).
    expect(await messageExits(['docs/ios'], 'ios')).toEqual([]);
  });
});
