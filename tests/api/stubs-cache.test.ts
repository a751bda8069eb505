import * as childProcess from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {loadApiPages} from '@tapcraft/core/api/page';
import {buildStubs} from '@tapcraft/core/api/stubs';

vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  return {...actual, spawnSync: vi.fn(actual.spawnSync)};
});

const pages = await loadApiPages(process.cwd(), ['tests/fixtures/api-structure']);
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'stubs-cache-'));
const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );

describe('stubs.py runs', () => {
  it('are asked once: the same request again gets the kept answer and the same files', () => {
    // A root name no other test asks for, so that the first request is new.
    const rootName = `stubs_${process.pid}_${Date.now()}`;
    const spawn = vi.mocked(childProcess.spawnSync);
    spawn.mockClear();
    /** Runs of stubs.py, not the one question for Python's version. */
    const python = {
      get runs() {
        return spawn.mock.calls.filter(([, args]) => String(args?.[0]).endsWith('stubs.py'));
      },
    };
    const [first, second] = [tempDir(), tempDir()];
    const answer = buildStubs(pages, {outDir: first, rootName});
    expect(python.runs).toHaveLength(1);
    expect(buildStubs(pages, {outDir: second, rootName})).toEqual(answer);
    expect(python.runs).toHaveLength(1);
    expect(Object.keys(filesOf(first)).length).toBeGreaterThan(0);
    expect(filesOf(second)).toEqual(filesOf(first));

    const changed = pages.map((page, index) =>
      index === 0 ? {...page, entries: page.entries.slice(1)} : page,
    );
    buildStubs(changed, {outDir: tempDir(), rootName});
    expect(python.runs).toHaveLength(2);
  });

  it('runs again when a kept run is damaged, instead of failing the build', () => {
    const rootName = `stubs_damaged_${process.pid}_${Date.now()}`;
    const answer = buildStubs(pages, {outDir: tempDir(), rootName});
    // The kept run is the folder holding stubs under this test's own root name.
    const cache = 'node_modules/.cache/tapcraft-build/stubs';
    const kept = readdirSync(cache).find((name) =>
      existsSync(path.join(cache, name, 'out', rootName)),
    )!;
    writeFileSync(path.join(cache, kept, 'result.json'), '{"errors": [');
    const spawn = vi.mocked(childProcess.spawnSync);
    spawn.mockClear();
    expect(buildStubs(pages, {outDir: tempDir(), rootName})).toEqual(answer);
    expect(
      spawn.mock.calls.filter(([, args]) => String(args?.[0]).endsWith('stubs.py')),
    ).toHaveLength(1);
  });
});
