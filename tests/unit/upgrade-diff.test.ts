import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {
  checkUpstream,
  readRecord,
  sha256,
  unifiedDiff,
  type UpstreamFile,
} from '../../scripts/upgrade-diff';

describe('upgrade:diff', () => {
  let root: string;
  const upstreamV1 = 'export default function Copyright() {\n  return null;\n}\n';
  const entry = (): UpstreamFile => ({
    file: 'src/theme/Footer/Copyright/index.tsx',
    package: '@docusaurus/theme-classic',
    upstream: 'lib/theme/Footer/Copyright/index.js',
    version: '3.10.2',
    sha256: sha256(upstreamV1),
  });
  const install = (version: string, text: string | null) => {
    const dir = path.join(root, 'node_modules/@docusaurus/theme-classic');
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(path.join(dir, 'lib/theme/Footer/Copyright'), {recursive: true});
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({version}));
    if (text !== null) writeFileSync(path.join(dir, entry().upstream), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'upgrade-diff-test-'));
    mkdirSync(path.join(root, 'src/theme/Footer/Copyright'), {recursive: true});
    writeFileSync(path.join(root, entry().file), 'ours');
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('finds an upstream file unchanged by an upgrade', () => {
    install('3.11.0', upstreamV1);
    expect(checkUpstream(entry(), root)).toEqual({kind: 'unchanged', installedVersion: '3.11.0'});
  });

  it('reports an upstream file an upgrade changed, with its new text', () => {
    const upstreamV2 = upstreamV1.replace('null', '<p>©</p>');
    install('3.11.0', upstreamV2);
    expect(checkUpstream(entry(), root)).toEqual({
      kind: 'changed',
      installedVersion: '3.11.0',
      installedText: upstreamV2,
      installedSha256: sha256(upstreamV2),
    });
  });

  it('reports what is missing: the upstream file, the package, or our own file', () => {
    install('4.0.0', null);
    expect(checkUpstream(entry(), root)).toMatchObject({
      kind: 'missing',
      what: expect.stringContaining('@docusaurus/theme-classic@4.0.0 has no lib/theme/Footer'),
    });
    rmSync(path.join(root, 'node_modules'), {recursive: true});
    expect(checkUpstream(entry(), root)).toMatchObject({
      kind: 'missing',
      what: expect.stringContaining('not installed'),
    });
    rmSync(path.join(root, entry().file));
    expect(checkUpstream(entry(), root)).toMatchObject({
      kind: 'missing',
      what: expect.stringContaining('(ours) no longer exists'),
    });
  });

  it('prints a unified diff between the two upstream versions, labelled with them', () => {
    const diff = unifiedDiff(upstreamV1, upstreamV1.replace('null', '<p>©</p>'), [
      'pkg@1/file.js',
      'pkg@2/file.js',
    ]);
    expect(diff.split('\n')).toEqual(
      expect.arrayContaining([
        '--- pkg@1/file.js',
        '+++ pkg@2/file.js',
        '-  return null;',
        '+  return <p>©</p>;',
      ]),
    );
  });
});

describe('the record of upstream files (scripts/upstream-files.json)', () => {
  const record = readRecord(process.cwd());

  it('names only files we have, each with a version and a SHA-256', () => {
    for (const item of record) {
      expect(existsSync(item.file), item.file).toBe(true);
      expect(item.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(item.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('covers every component src/theme/README.md lists as ejected or replaced', () => {
    const readme = readFileSync('src/theme/README.md', 'utf8');
    // A component is a folder with an index, or one file (CodeBlock/Content/String).
    const copied = [...readme.matchAll(/^\| `([^`]+)` \| (ejected|replaced)/gm)].map(
      ([, component]) =>
        existsSync(`src/theme/${component}.tsx`)
          ? `src/theme/${component}.tsx`
          : `src/theme/${component}/index.tsx`,
    );
    expect(copied.length).toBeGreaterThan(5);
    const recorded = new Set(record.map((item) => item.file));
    expect(copied.filter((file) => !recorded.has(file))).toEqual([]);
  });
});
