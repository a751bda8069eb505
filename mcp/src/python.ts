import {execFile} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {ToolInputError} from './api';

export const MAX_CODE_CHARS = 20_000;
export const DEFAULT_PYRIGHT_TIMEOUT_MS = 30_000;

export type Diagnostic = {
  severity: 'error' | 'warning' | 'information';
  /** 1-based, as an editor counts. */
  line: number;
  column: number;
  message: string;
  rule?: string;
};

type PyrightReport = {
  generalDiagnostics: Array<{
    severity: Diagnostic['severity'];
    message: string;
    rule?: string;
    range: {start: {line: number; character: number}};
  }>;
};

const PYRIGHT = require.resolve('pyright/index.js');

/**
 * Type-checks one script with pyright against the stubs in `stubsDir`. Each
 * call has its own folder and its own pyright process, so concurrent calls
 * share nothing; the process is killed at `timeoutMs`.
 */
export async function runPyright(
  code: string,
  stubsDir: string,
  timeoutMs: number,
): Promise<Diagnostic[]> {
  if (code.trim() === '') throw new ToolInputError('The code is empty.');
  if (code.length > MAX_CODE_CHARS) {
    throw new ToolInputError(
      `The code has ${code.length} characters; check_python takes up to ${MAX_CODE_CHARS}. Check the script in parts.`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tapcraft-mcp-pyright-'));
  try {
    await writeFile(path.join(dir, 'main.py'), code);
    const config = path.join(dir, 'pyrightconfig.json');
    await writeFile(
      config,
      JSON.stringify({
        include: ['main.py'],
        stubPath: stubsDir,
        pythonVersion: '3.11',
        typeCheckingMode: 'standard',
        reportMissingModuleSource: false,
      }),
    );
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [PYRIGHT, '--outputjson', '-p', config],
        {cwd: dir, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8'},
        (error, out) => {
          if (error?.killed) {
            reject(
              new ToolInputError(
                `pyright did not finish within ${timeoutMs / 1000} s; try a shorter script.`,
              ),
            );
          } else if (error && !out) {
            reject(new Error(`pyright failed: ${error.message}`));
          } else {
            // pyright exits 1 when it reports errors; its JSON is still on stdout.
            resolve(out);
          }
        },
      );
    });
    const report = JSON.parse(stdout) as PyrightReport;
    return report.generalDiagnostics.map((d) => ({
      severity: d.severity,
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      message: d.message,
      ...(d.rule && {rule: d.rule}),
    }));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

const FROM_IMPORT = /^[ \t]*from[ \t]+(tapcraft(?:\.\w+)*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)/gm;
const PLAIN_IMPORT = /^[ \t]*import[ \t]+([^\n#]+)/gm;

/**
 * The dotted `tapcraft` names a script uses: what it imports by name, and
 * the attributes it reads from an imported module (`screen.find_colors`
 * after `from tapcraft.android import screen` or `import tapcraft.android.screen as screen`).
 */
export function tapcraftNames(code: string): string[] {
  const names = new Set<string>();
  /** Local name → dotted path, for modules and classes the script imported. */
  const bound = new Map<string, string>();
  for (const [, module, list] of code.matchAll(FROM_IMPORT)) {
    for (const item of list!.replace(/[()]/g, '').split(',')) {
      const [imported, alias] = item.trim().split(/\s+as\s+/);
      if (!imported || !/^\w+$/.test(imported)) continue;
      const full = `${module}.${imported}`;
      names.add(full);
      bound.set(alias?.trim() || imported, full);
    }
  }
  for (const [, list] of code.matchAll(PLAIN_IMPORT)) {
    for (const item of list!.split(',')) {
      const [module, alias] = item.trim().split(/\s+as\s+/);
      if (!module?.startsWith('tapcraft')) continue;
      names.add(module);
      bound.set(alias?.trim() || module, module);
    }
  }
  for (const [local, full] of bound) {
    const escaped = local.replace(/\./g, '\\.');
    for (const [, attribute] of code.matchAll(new RegExp(`\\b${escaped}\\.(\\w+)`, 'g'))) {
      names.add(`${full}.${attribute}`);
    }
  }
  return [...names].sort();
}
