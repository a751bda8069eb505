import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';

import {apiPlatforms, type ApiPlatform} from '@tapcraft/data/platforms-api';
import {ToolInputError} from './api';

const LANGSERVER = require.resolve('pyright/langserver.index.js');
/** A worker's first checks load the builtins and the stubs: seconds on a busy machine. */
const START_TIMEOUT_MS = 120_000;
/**
 * The only variables a worker gets: where temporary files go, and what
 * Windows needs to run a process. Without PATH, pyright finds no Python.
 */
const WORKER_ENV_KEYS = ['TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'windir'];

/** A diagnostic as the language server reports it (LSP `Diagnostic`). */
export type LspDiagnostic = {
  /** 1 error, 2 warning, 3 information, 4 hint. */
  severity?: number;
  code?: string | number;
  message: string;
  range: {start: {line: number; character: number}};
};

export type WorkerSettings = {
  stubsDir: (platform: ApiPlatform) => string;
  /** The V8 heap limit of the language server's process. */
  memoryMb: number;
};

/**
 * One long-lived pyright language server. Its folder holds one empty
 * workspace per platform, each with only a pyrightconfig.json that points at
 * that platform's stubs. A script is never written to disk: it is opened as
 * an `untitled:` document in its platform's workspace, which pyright checks
 * against the stubs but gives no folder of its own, so a relative import
 * (`from ..x import y`) resolves to nothing; an absolute one finds only the
 * stubs, pyright's typeshed and the empty workspace. The process gets no
 * PATH: pyright finds no Python interpreter, so no site-packages folder (or
 * PYTHONPATH) is searched either.
 */
export class PyrightWorker {
  readonly root = mkdtempSync(path.join(os.tmpdir(), 'tapcraft-mcp-pyright-'));
  readonly ready: Promise<void>;
  checks = 0;
  private alive = true;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly connection: MessageConnection;

  constructor(settings: WorkerSettings) {
    for (const platform of apiPlatforms) {
      mkdirSync(path.join(this.root, platform));
      writeFileSync(
        path.join(this.root, platform, 'pyrightconfig.json'),
        JSON.stringify({
          stubPath: settings.stubsDir(platform),
          pythonVersion: '3.11',
          typeCheckingMode: 'standard',
          reportMissingModuleSource: false,
        }),
      );
    }
    this.child = spawn(
      process.execPath,
      [`--max-old-space-size=${settings.memoryMb}`, LANGSERVER, '--stdio'],
      {cwd: this.root, env: workerEnv(), stdio: 'pipe'},
    );
    this.child.stderr.resume();
    this.connection = createMessageConnection(
      new StreamMessageReader(this.child.stdout),
      new StreamMessageWriter(this.child.stdin),
    );
    // The server's own requests (configuration, registrations): nothing to give.
    this.connection.onRequest(() => null);
    this.connection.onClose(() => this.ended());
    this.connection.listen();
    this.child.on('exit', () => this.ended());
    this.child.on('error', () => this.ended());
    this.ready = this.start();
  }

  get isAlive(): boolean {
    return this.alive;
  }

  /** The document a script for `platform` is checked as. */
  documentUri(platform: ApiPlatform): string {
    return `untitled:${pathToFileURL(path.join(this.root, platform, 'main.py')).pathname}`;
  }

  /** A notification; one to a process that just died goes with it (its end settles every call). */
  private notify(method: string, params: unknown): void {
    this.connection.sendNotification(method, params).catch(() => undefined);
  }

  private async start(): Promise<void> {
    const timer = setTimeout(() => this.stop(), START_TIMEOUT_MS);
    try {
      await this.connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri: null,
        capabilities: {textDocument: {diagnostic: {}}},
        workspaceFolders: apiPlatforms.map((platform) => ({
          uri: pathToFileURL(path.join(this.root, platform)).href,
          name: platform,
        })),
      });
      this.notify('initialized', {});
      // Loads the builtins and each platform's stubs before the first real check.
      await Promise.all(
        apiPlatforms.map((platform) => this.diagnose('import tapcraft\n', platform)),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private async diagnose(code: string, platform: ApiPlatform): Promise<LspDiagnostic[]> {
    const uri = this.documentUri(platform);
    this.notify('textDocument/didOpen', {
      textDocument: {uri, languageId: 'python', version: 1, text: code},
    });
    try {
      const report = (await this.connection.sendRequest('textDocument/diagnostic', {
        textDocument: {uri},
      })) as {items: LspDiagnostic[]};
      return report.items;
    } finally {
      if (this.alive) this.notify('textDocument/didClose', {textDocument: {uri}});
    }
  }

  /** pyright's diagnostics of one script; the process is killed at `timeoutMs`. */
  async check(code: string, platform: ApiPlatform, timeoutMs: number): Promise<LspDiagnostic[]> {
    this.checks += 1;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      this.stop();
    }, timeoutMs);
    try {
      return await this.diagnose(code, platform);
    } catch (error) {
      if (timedOut) {
        throw new ToolInputError(
          `pyright did not finish within ${timeoutMs / 1000} s; check a shorter or simpler script.`,
        );
      }
      throw this.alive ? error : new PyrightStoppedError();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Kills the process; its folder goes with it. */
  stop(): void {
    if (this.alive) this.child.kill('SIGKILL');
    this.ended();
  }

  /** Rejects the calls in flight (check() says why) and removes the folder. */
  private ended(): void {
    this.alive = false;
    this.connection.dispose();
    rmSync(this.root, {recursive: true, force: true});
  }
}

function workerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    WORKER_ENV_KEYS.filter((key) => process.env[key] !== undefined).map((key) => [
      key,
      process.env[key],
    ]),
  );
}

/** The language server ended in the middle of a check: out of memory, or killed. */
export class PyrightStoppedError extends ToolInputError {
  constructor() {
    super(
      'pyright stopped before it finished this script (it ran out of memory or time); check a shorter or simpler script.',
    );
  }
}
