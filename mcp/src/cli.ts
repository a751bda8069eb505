import os from 'node:os';
import {parseArgs} from 'node:util';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {mcpServer} from '@tapcraft/data/mcpServer';
import {DEFAULT_DATA_DIR, loadDocsData} from './data';
import {LOOPBACK_HOSTS, serveHttp} from './http';
import {
  DEFAULT_PYRIGHT_MEMORY_MB,
  DEFAULT_PYRIGHT_QUEUE,
  DEFAULT_PYRIGHT_TIMEOUT_MS,
  PyrightPool,
} from './pyrightPool';
import {createServer} from './server';
import type {ToolContext} from './tools';

const ALLOWED_HOSTS_ENV = 'TAPCRAFT_MCP_ALLOWED_HOSTS';
const USAGE = `Usage: tapcraft-docs-mcp [--http] [--port N] [--allowed-hosts NAMES] [--data DIR]
                         [--pyright-workers N] [--pyright-queue N]
                         [--pyright-timeout-ms N] [--pyright-memory-mb N]
  (default)  MCP over stdio, for clients that start the server themselves
  --http     stateless Streamable HTTP on http://127.0.0.1:<port>${mcpServer.path} (port ${mcpServer.port}; 0 picks a free one)
  --allowed-hosts  host names the HTTP server answers besides 127.0.0.1, localhost,
             [::1] and the site's own, comma-separated (or ${ALLOWED_HOSTS_ENV})
  --pyright-*  checks that run at once (default: one per core), calls that may wait
             for one (${DEFAULT_PYRIGHT_QUEUE}), and each check's time (${DEFAULT_PYRIGHT_TIMEOUT_MS} ms) and heap (${DEFAULT_PYRIGHT_MEMORY_MB} MB)`;

/** An integer option of at least `min`; NaN when it is not one. */
function integer(value: string, min: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= min ? number : NaN;
}

function options() {
  const {values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: String(mcpServer.port)},
      'allowed-hosts': {type: 'string', default: process.env[ALLOWED_HOSTS_ENV] ?? ''},
      data: {type: 'string', default: DEFAULT_DATA_DIR},
      'pyright-workers': {type: 'string', default: String(os.availableParallelism())},
      'pyright-queue': {type: 'string', default: String(DEFAULT_PYRIGHT_QUEUE)},
      'pyright-timeout-ms': {type: 'string', default: String(DEFAULT_PYRIGHT_TIMEOUT_MS)},
      'pyright-memory-mb': {type: 'string', default: String(DEFAULT_PYRIGHT_MEMORY_MB)},
      help: {type: 'boolean', default: false},
    },
  });
  const port = integer(values.port, 0);
  const pool = {
    workers: integer(values['pyright-workers'], 1),
    queueLimit: integer(values['pyright-queue'], 0),
    timeoutMs: integer(values['pyright-timeout-ms'], 1),
    memoryMb: integer(values['pyright-memory-mb'], 1),
  };
  const valid = port <= 65535 && [port, ...Object.values(pool)].every((n) => !Number.isNaN(n));
  const allowedHosts = values['allowed-hosts']
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return {values, port, pool, valid, allowedHosts};
}

async function main(): Promise<void> {
  const {values, port, pool, valid, allowedHosts} = options();
  if (values.help || !valid) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const data = loadDocsData(values.data);
  const pyright = new PyrightPool({...pool, stubsDir: data.stubsDir});
  process.on('exit', () => pyright.close());
  const context: ToolContext = {data, pyright};
  if (values.http) {
    const hosts = [...LOOPBACK_HOSTS, new URL(data.manifest.site).hostname, ...allowedHosts];
    const close = serveHttp(context, port, hosts);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        close();
        process.exit(0);
      });
    }
  } else {
    await createServer(context).connect(new StdioServerTransport());
    // The pyright workers would keep the process alive after the client has gone.
    process.stdin.on('close', () => process.exit(0));
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
