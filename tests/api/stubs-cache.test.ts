import * as childProcess from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {buildStubs, readApiPages} from '../../plugins/api-reference/apiPages';

vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  return {...actual, spawnSync: vi.fn(actual.spawnSync)};
});

const pages = readApiPages('tests/fixtures/api-structure');
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
    const python = vi.mocked(childProcess.spawnSync);
    python.mockClear();
    const [first, second] = [tempDir(), tempDir()];
    const answer = buildStubs(pages, {outDir: first, rootName});
    expect(python).toHaveBeenCalledTimes(1);
    expect(buildStubs(pages, {outDir: second, rootName})).toEqual(answer);
    expect(python).toHaveBeenCalledTimes(1);
    expect(Object.keys(filesOf(first)).length).toBeGreaterThan(0);
    expect(filesOf(second)).toEqual(filesOf(first));

    const changed = pages.map((page, index) =>
      index === 0 ? {...page, entries: page.entries.slice(1)} : page,
    );
    buildStubs(changed, {outDir: tempDir(), rootName});
    expect(python).toHaveBeenCalledTimes(2);
  });
});
