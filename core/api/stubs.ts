import {execFile, spawnSync} from 'node:child_process';
import {promisify} from 'node:util';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import {BUILD_CACHE_DIR, contentHash, processMap} from '../buildCache';
import type {ApiPage, CodeBlock} from './page';

export type Problem = {file: string; line: number; message: string};

/** What a signature block says of its entry (core/api/stubs.py). */
export type EntryDetails = {
  kind:
    'function' | 'class' | 'exception' | 'method' | 'property' | 'attribute' | 'type' | 'constant';
  /** The call as a reader writes it: `click(x: int, y: int, duration_ms: int = 50) -> bool`. */
  display: string;
  parameters: Array<{name: string; type: string; default: string | null}>;
  returns: string;
  bases: string[];
  /** Annotated class attributes, for a class entry. */
  attributes: Array<{name: string; type: string}>;
  /** `@property` members, for a class entry: read like attributes, typed by what they return. */
  properties: Array<{name: string; type: string}>;
};

export type StubResult = {
  errors: Problem[];
  /** module → qualified name → parameter names (without self/cls). */
  parameters: Record<string, Record<string, string[]>>;
  /** module → entry name → what its signature block defines. */
  details: Record<string, Record<string, EntryDetails>>;
};

const STUB_BUILDER = path.join(__dirname, 'stubs.py');
/** A block titled like a Python module file is a helper other examples may import. */
const HELPER_MODULE = /^[a-z_][a-z0-9_]*\.py$/;

export type StubOptions = {
  outDir?: string;
  /** `tapcraft` for checkers pointed at the folder, `tapcraft-stubs` (default) for the wheel. */
  rootName?: string;
  wheel?: {version: string; path: string};
};

/** Runs of stubs.py kept by what they were asked: each a folder of its answer and files. */
const STUBS_CACHE = path.join(__dirname, '../..', BUILD_CACHE_DIR, 'stubs');
/** A kept run (or a folder a killed run left) unused this long is removed. */
const STUBS_UNUSED_MS = 24 * 60 * 60 * 1000;

/** Runs one of our Python scripts with `request` as JSON on stdin: its stdout, or an Error with its stderr. */
export function runPython(script: string, request: object): string {
  const child = spawnSync('python3', [script], {
    input: JSON.stringify(request),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) {
    throw new Error(`${path.basename(script)} failed: ${child.stderr || child.error}`);
  }
  return child.stdout;
}

/** The interpreter's version: another Python may parse and print signatures differently. */
function pythonVersion(): string {
  const versions = processMap<'python3', string>('python version');
  // Without python3 the version is empty, and stubs.py then fails with its own message.
  if (!versions.has('python3')) {
    const {stdout} = spawnSync('python3', ['-c', 'import sys; print(sys.version)'], {
      encoding: 'utf8',
    });
    versions.set('python3', stdout ?? '');
  }
  return versions.get('python3')!;
}

/**
 * Runs core/api/stubs.py on the pages' signature blocks, and
 * writes the stub files to `outDir` and the wheel when asked. Python takes
 * about 0.3 s to answer, and a build asks it five times, so each answer and
 * the files it wrote are kept in node_modules/.cache under a hash of the
 * request, of stubs.py and of the Python version; the same request again is
 * answered from there.
 */
export function buildStubs(pages: ApiPage[], options: StubOptions = {}): StubResult {
  const request = {
    pages: pages.map(({file, module, reexports, entries}) => ({
      file,
      module,
      reexports,
      entries: entries.map(({name, signature}) => ({name, signature})),
    })),
    root_name: options.rootName,
  };
  const key = contentHash(
    pythonVersion(),
    readFileSync(STUB_BUILDER, 'utf8'),
    JSON.stringify(request),
    String(options.outDir !== undefined),
    options.wheel?.version ?? '',
  );
  const kept = path.join(STUBS_CACHE, key);
  try {
    return keptAnswer(kept, options);
  } catch {
    // Not kept yet, or kept damaged: run it (again).
    rmSync(kept, {recursive: true, force: true});
    runStubBuilder(request, kept, options);
    return keptAnswer(kept, options);
  }
}

/** A kept run's answer, with its files copied where `options` asks for them. */
function keptAnswer(kept: string, options: StubOptions): StubResult {
  const result = JSON.parse(readFileSync(path.join(kept, 'result.json'), 'utf8')) as StubResult;
  // Runs unused for a day are removed: using one makes it new again.
  const now = new Date();
  utimesSync(kept, now, now);
  if (options.outDir) cpSync(path.join(kept, 'out'), options.outDir, {recursive: true});
  if (options.wheel) {
    mkdirSync(path.dirname(options.wheel.path), {recursive: true});
    copyFileSync(path.join(kept, 'stubs.whl'), options.wheel.path);
  }
  return result;
}

/** Runs stubs.py with its files written into `dir`, which appears whole or not at all. */
function runStubBuilder(request: object, dir: string, options: StubOptions) {
  mkdirSync(STUBS_CACHE, {recursive: true});
  // A folder of its own, so that processes (test workers, a build) that
  // ask at the same time never write into each other's.
  const partial = mkdtempSync(`${dir}.`);
  try {
    const answer = runPython(STUB_BUILDER, {
      ...request,
      out_dir: options.outDir && path.join(partial, 'out'),
      wheel: options.wheel && {
        version: options.wheel.version,
        path: path.join(partial, 'stubs.whl'),
      },
    });
    writeFileSync(path.join(partial, 'result.json'), answer);
  } catch (error) {
    rmSync(partial, {recursive: true, force: true});
    throw error;
  }
  try {
    renameSync(partial, dir);
  } catch (error) {
    const {code} = error as NodeJS.ErrnoException;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    // Another process kept the same run meanwhile: theirs is as good.
    rmSync(partial, {recursive: true, force: true});
  }
  const unusedSince = Date.now() - STUBS_UNUSED_MS;
  for (const name of readdirSync(STUBS_CACHE)) {
    const stat = statSync(path.join(STUBS_CACHE, name), {throwIfNoEntry: false});
    if (stat && stat.mtimeMs < unusedSince) {
      rmSync(path.join(STUBS_CACHE, name), {recursive: true, force: true});
    }
  }
}

type PyrightDiagnostic = {
  file: string;
  severity: 'error' | 'warning' | 'information';
  message: string;
  range: {start: {line: number}};
};

/**
 * Type-checks every example block against stubs built from the pages, with
 * pyright, and reports problems at their line in the MDX file.
 */
export async function checkExamples(
  pages: ApiPage[],
  examples: Array<{file: string; block: CodeBlock}>,
  workDir: string,
): Promise<Problem[]> {
  rmSync(workDir, {recursive: true, force: true});
  const stubsDir = path.join(workDir, 'stubs');
  const examplesDir = path.join(workDir, 'examples');
  mkdirSync(examplesDir, {recursive: true});
  const stubResult = buildStubs(pages, {outDir: stubsDir, rootName: 'tapcraft'});
  const origin = new Map<string, {file: string; line: number}>();
  // One folder per page, so an example can import a helper module that an
  // earlier block of the same page defines (a block titled e.g. "db.py").
  const pageDirs = new Map<string, string>();
  examples.forEach(({file, block}, index) => {
    let dir = pageDirs.get(file);
    if (!dir) {
      dir = path.join(examplesDir, `page_${pageDirs.size}`);
      mkdirSync(dir, {recursive: true});
      pageDirs.set(file, dir);
    }
    const isModule =
      block.title !== null && HELPER_MODULE.test(block.title) && block.title !== 'main.py';
    const name = path.join(dir, isModule ? block.title! : `example_${index}.py`);
    writeFileSync(name, `${block.source}\n`);
    origin.set(path.resolve(name), {file, line: block.line});
  });
  const config = path.join(workDir, 'pyrightconfig.json');
  writeFileSync(
    config,
    JSON.stringify({
      include: [examplesDir],
      stubPath: stubsDir,
      pythonVersion: '3.11',
      typeCheckingMode: 'standard',
      reportMissingModuleSource: false,
    }),
  );
  const pyright = require.resolve('pyright/index.js');
  // Asynchronous: pyright takes seconds, and a test worker must not stall meanwhile.
  const stdout = await promisify(execFile)(
    process.execPath,
    [pyright, '--outputjson', '-p', config],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  ).then(
    ({stdout: out}) => out,
    // pyright exits 1 when it reports errors; its JSON is still on stdout.
    (error: {stdout?: string}) => error.stdout ?? '',
  );
  const report = JSON.parse(stdout) as {generalDiagnostics: PyrightDiagnostic[]};
  const problems: Problem[] = report.generalDiagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => {
      const where = origin.get(path.resolve(d.file));
      return {
        file: where?.file ?? d.file,
        line: (where?.line ?? 1) + d.range.start.line,
        message: d.message.split('\n')[0]!,
      };
    });
  return [...stubResult.errors, ...problems];
}
