import {createServer as createHttpServer, type IncomingMessage} from 'node:http';
import {parseArgs} from 'node:util';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

import {mcpServer} from '@tapcraft/data/mcpServer';
import {DEFAULT_DATA_DIR, loadDocsData} from './data';
import {DEFAULT_PYRIGHT_TIMEOUT_MS, MAX_CODE_CHARS} from './python';
import {createServer} from './server';
import type {ToolContext} from './tools';

const USAGE = `Usage: tapcraft-docs-mcp [--http] [--port N] [--data DIR] [--pyright-timeout-ms N]
  (default)  MCP over stdio, for clients that start the server themselves
  --http     stateless Streamable HTTP on http://127.0.0.1:<port>${mcpServer.path} (port ${mcpServer.port}; 0 picks a free one)`;

/** A request body can hold the largest script check_python takes, JSON-escaped, and little more. */
const MAX_BODY_BYTES = MAX_CODE_CHARS * 6 + 64 * 1024;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error(`The request is larger than ${MAX_BODY_BYTES} bytes.`));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Error('The request body is not JSON.'));
      }
    });
    request.on('error', reject);
  });
}

/**
 * Stateless Streamable HTTP: every POST gets a server and a transport of its
 * own, so requests share nothing but the data loaded at start.
 */
function serveHttp(context: ToolContext, port: number): void {
  const http = createHttpServer(async (request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname !== mcpServer.path) {
      response
        .writeHead(404, {'content-type': 'text/plain'})
        .end(`Not found: the server answers at ${mcpServer.path}\n`);
      return;
    }
    if (request.method !== 'POST') {
      // No sessions, so no stream to open with GET and none to end with DELETE.
      response
        .writeHead(405, {allow: 'POST', 'content-type': 'text/plain'})
        .end('Method not allowed: this server is stateless, POST only.\n');
      return;
    }
    let body: unknown;
    try {
      body = await readBody(request);
    } catch (error) {
      response.writeHead(400, {'content-type': 'application/json'}).end(
        JSON.stringify({
          jsonrpc: '2.0',
          error: {code: -32700, message: (error as Error).message},
          id: null,
        }),
      );
      return;
    }
    const server = createServer(context);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      if (!response.headersSent) {
        response.writeHead(500, {'content-type': 'application/json'}).end(
          JSON.stringify({
            jsonrpc: '2.0',
            error: {code: -32603, message: (error as Error).message},
            id: null,
          }),
        );
      }
    }
  });
  http.listen(port, '127.0.0.1', () => {
    const address = http.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    // stderr: stdout belongs to the protocol over stdio, and tests read this line.
    console.error(`tapcraft-docs-mcp listening on http://127.0.0.1:${actual}${mcpServer.path}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => http.close(() => process.exit(0)));
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: String(mcpServer.port)},
      data: {type: 'string', default: DEFAULT_DATA_DIR},
      'pyright-timeout-ms': {type: 'string', default: String(DEFAULT_PYRIGHT_TIMEOUT_MS)},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.error(USAGE);
    return;
  }
  const port = Number(values.port);
  const pyrightTimeoutMs = Number(values['pyright-timeout-ms']);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !(pyrightTimeoutMs > 0)) {
    console.error(USAGE);
    process.exit(2);
  }
  const context: ToolContext = {data: loadDocsData(values.data), pyrightTimeoutMs};
  if (values.http) {
    serveHttp(context, port);
  } else {
    await createServer(context).connect(new StdioServerTransport());
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
