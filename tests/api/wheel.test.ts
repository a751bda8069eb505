import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {loadApiPages} from '@tapcraft/core/api/page';
import {buildStubs} from '@tapcraft/core/api/stubs';
import {stubsVersion, stubsWheelName} from '@tapcraft/data/downloads';

const work = mkdtempSync(path.join(os.tmpdir(), 'api-wheel-'));

function run(command: string, args: string[], cwd = work) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, PIP_NO_INDEX: '1'},
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('tapcraft-stubs wheel', () => {
  it('installs with pip offline into a fresh virtualenv and gives pyright the API', async () => {
    const wheel = path.join(work, stubsWheelName);
    const result = buildStubs(await loadApiPages(process.cwd(), ['docs']), {
      outDir: path.join(work, 'src'),
      wheel: {version: stubsVersion, path: wheel},
    });
    expect(result.errors).toEqual([]);

    expect(run('python3', ['-m', 'venv', 'venv']).status).toBe(0);
    const pip = run(path.join(work, 'venv/bin/python'), [
      '-m',
      'pip',
      'install',
      '--no-index',
      '--no-deps',
      wheel,
    ]);
    expect(pip.output).toMatch(/Successfully installed tapcraft-stubs/);

    writeFileSync(
      path.join(work, 'script.py'),
      'from tapcraft.android.action import click\n\nok: bool = click(540, 1200)\n',
    );
    writeFileSync(
      path.join(work, 'wrong.py'),
      'from tapcraft.android.action import click\n\nclick("540", 1200)\n',
    );
    writeFileSync(
      path.join(work, 'pyrightconfig.json'),
      JSON.stringify({
        venvPath: '.',
        venv: 'venv',
        pythonVersion: '3.11',
        include: ['script.py', 'wrong.py'],
      }),
    );
    const pyright = run(process.execPath, [
      require.resolve('pyright/index.js'),
      '--outputjson',
      '-p',
      'pyrightconfig.json',
    ]);
    const diagnostics = (
      JSON.parse(pyright.output.slice(pyright.output.indexOf('{'))) as {
        generalDiagnostics: Array<{file: string; severity: string; message: string}>;
      }
    ).generalDiagnostics.filter((d) => d.severity === 'error');
    // The good script resolves cleanly; the wrong one is caught, so the types really come from the wheel.
    expect(diagnostics.filter((d) => d.file.endsWith('script.py'))).toEqual([]);
    expect(
      diagnostics.some(
        (d) => d.file.endsWith('wrong.py') && /"Literal\['540'\]"|str/.test(d.message),
      ),
    ).toBe(true);
  }, 120_000);
});
