import os from 'node:os';
import path from 'node:path';

import {apiPlatforms, type ApiPlatform} from '@tapcraft/data/platforms-api';
import {ToolInputError} from './api';
import {PyrightWorker, type LspDiagnostic, type WorkerSettings} from './pyrightWorker';

export const DEFAULT_PYRIGHT_TIMEOUT_MS = 10_000;
export const DEFAULT_PYRIGHT_MEMORY_MB = 512;
export const DEFAULT_PYRIGHT_QUEUE = 32;
/** A worker is replaced after this many checks, so what pyright caches cannot grow without end. */
const CHECKS_PER_WORKER = 200;

export type Diagnostic = {
  severity: 'error' | 'warning' | 'information';
  /** 1-based, as an editor counts. */
  line: number;
  column: number;
  message: string;
  rule?: string;
};

export type PoolOptions = WorkerSettings & {
  /** How many language servers check scripts at once. */
  workers: number;
  /** How many calls may wait for a free worker; beyond that a call is refused as busy. */
  queueLimit: number;
  timeoutMs: number;
};

type Waiter = {resolve: (worker: PyrightWorker) => void; reject: (error: Error) => void};

const SEVERITIES: Record<number, Diagnostic['severity']> = {
  1: 'error',
  2: 'warning',
  3: 'information',
};

/**
 * A fixed number of pyright language servers and a bounded queue in front of
 * them. Each call takes one worker for itself, whichever request (or
 * JSON-RPC batch) it came in, so the number of pyright processes never
 * exceeds `workers`, and a call past the queue is refused at once.
 */
export class PyrightPool {
  private readonly idle: PyrightWorker[] = [];
  private readonly waiting: Waiter[] = [];
  /** Every worker running or starting, idle or busy. */
  private readonly workers = new Set<PyrightWorker>();

  constructor(private readonly options: PoolOptions) {}

  async check(code: string, platform: ApiPlatform): Promise<Diagnostic[]> {
    const worker = await this.acquire();
    try {
      const found = await worker.check(code, platform, this.options.timeoutMs);
      return found.flatMap((diagnostic) => publicDiagnostic(diagnostic, worker, this.options));
    } finally {
      this.release(worker);
    }
  }

  /** Stops every worker (the server is exiting). */
  close(): void {
    for (const worker of this.workers) worker.stop();
    for (const waiter of this.waiting.splice(0))
      waiter.reject(new Error('The server is stopping.'));
  }

  private acquire(): Promise<PyrightWorker> {
    for (let worker = this.idle.pop(); worker; worker = this.idle.pop()) {
      if (worker.isAlive) return Promise.resolve(worker);
      this.workers.delete(worker);
    }
    if (this.workers.size < this.options.workers) return this.startWorker();
    if (this.waiting.length >= this.options.queueLimit) {
      return Promise.reject(
        new ToolInputError(
          `The type checker is busy: ${this.options.workers} checks are running and ${this.waiting.length} are waiting. Retry in a few seconds.`,
        ),
      );
    }
    return new Promise((resolve, reject) => this.waiting.push({resolve, reject}));
  }

  private async startWorker(): Promise<PyrightWorker> {
    const worker = new PyrightWorker(this.options);
    this.workers.add(worker);
    try {
      await worker.ready;
      return worker;
    } catch (error) {
      worker.stop();
      this.workers.delete(worker);
      console.error(`tapcraft-docs-mcp: pyright did not start: ${(error as Error).message}`);
      this.startForNextWaiter();
      throw new ToolInputError('The type checker could not start. Try again in a minute.');
    }
  }

  private startForNextWaiter(): void {
    const next = this.waiting.shift();
    if (next) this.startWorker().then(next.resolve, next.reject);
  }

  private release(worker: PyrightWorker): void {
    if (worker.isAlive && worker.checks >= CHECKS_PER_WORKER) worker.stop();
    if (!worker.isAlive) {
      this.workers.delete(worker);
      this.startForNextWaiter();
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else this.idle.push(worker);
  }
}

/**
 * A diagnostic as check_python returns it, with no path of this server in
 * it; hints (unused names, unreachable code) are left out. pyright's crash on
 * code nested too deeply comes with its stack trace: only what it means is
 * kept.
 */
function publicDiagnostic(
  diagnostic: LspDiagnostic,
  worker: PyrightWorker,
  options: WorkerSettings,
): Diagnostic[] {
  const severity = SEVERITIES[diagnostic.severity ?? 1];
  if (!severity) return [];
  const message = diagnostic.message.startsWith('An internal error occurred')
    ? 'pyright stopped with an internal error on this script, as it does on code nested too deeply: break deeply nested expressions into smaller ones.'
    : hideServerPaths(diagnostic.message, worker, options);
  return [
    {
      severity,
      line: diagnostic.range.start.line + 1,
      column: diagnostic.range.start.character + 1,
      message,
      ...(diagnostic.code !== undefined && {rule: String(diagnostic.code)}),
    },
  ];
}

const PYRIGHT_DIR = path.dirname(require.resolve('pyright/package.json'));
/** mcp/, from src/ or from the compiled dist/. */
const PACKAGE_DIR = path.resolve(__dirname, '..');

/** Replaces every folder of this machine a message may name with a neutral label. */
export function hideServerPaths(
  message: string,
  worker: PyrightWorker,
  options: WorkerSettings,
): string {
  const labels: Array<[string, string]> = [
    ...apiPlatforms.map((platform): [string, string] => [worker.documentUri(platform), 'main.py']),
    ...apiPlatforms.map((platform): [string, string] => [options.stubsDir(platform), 'stubs']),
    [worker.root, 'main'],
    [PYRIGHT_DIR, 'pyright'],
    [PACKAGE_DIR, 'server'],
    [os.tmpdir(), 'tmp'],
    [os.homedir(), 'home'],
  ];
  return labels.reduce((text, [folder, label]) => text.replaceAll(folder, label), message);
}
