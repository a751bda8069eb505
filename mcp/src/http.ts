import type {IncomingMessage, ServerResponse} from 'node:http';

import {createMcpExpressApp} from '@modelcontextprotocol/sdk/server/express.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

import {mcpServer} from '@tapcraft/data/mcpServer';
import {createServer} from './server';
import type {ToolContext} from './tools';

// The docs MCP server over stateless Streamable HTTP (`--http`).

/** What Express's JSON parser leaves on a request. */
type Request = IncomingMessage & {body?: unknown};
type Next = (error?: unknown) => void;

/**
 * The largest request body: the limit of the JSON parser createMcpExpressApp
 * installs (express.json()'s default, 100 KiB), which the transport applies
 * too; deploy/nginx.conf has the same `client_max_body_size`. The largest
 * script check_python takes is 20,000 characters: 20 to 60 KB as JSON,
 * unless it is made of control characters.
 */
export const MAX_BODY_BYTES = 100 * 1024;
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

function jsonRpcError(response: ServerResponse, status: number, message: string): void {
  response
    .writeHead(status, {'content-type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/**
 * Refuses a browser's request from a page of another site. A page on this
 * machine must come from the port the server listens on; one on a configured
 * name (the site behind nginx) may come from any port of that name.
 */
function originValidation(allowedHosts: string[]) {
  return (request: Request, response: ServerResponse, next: Next) => {
    const {origin} = request.headers;
    if (origin === undefined) {
      next();
      return;
    }
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      // `null` (a sandboxed frame, a file) names no site.
    }
    const port = url && Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const allowed = allowedHosts.some((host) =>
      LOOPBACK_HOSTS.includes(host)
        ? url?.hostname === host && port === request.socket.localPort
        : url?.hostname === host,
    );
    if (allowed) next();
    else jsonRpcError(response, 403, `Origin not allowed: ${origin}`);
  };
}

/** One POST, one exchange: a server and a transport of its own, sharing only the data and the pool. */
async function handleMcpPost(context: ToolContext, request: Request, response: ServerResponse) {
  const server = createServer(context);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(request, response, request.body);
  } catch (error) {
    console.error('tapcraft-docs-mcp:', error);
    if (!response.headersSent) jsonRpcError(response, 500, 'The server could not answer.');
  }
}

/** A body the JSON parser refused (too large, not JSON), or an unexpected failure. */
function errorHandler(error: unknown, _request: Request, response: ServerResponse, next: Next) {
  if (response.headersSent) {
    next(error);
    return;
  }
  const {type} = error as {type?: string};
  if (type === 'entity.too.large') {
    jsonRpcError(response, 413, `The request is larger than ${MAX_BODY_BYTES} bytes.`);
  } else if (type === 'entity.parse.failed') {
    jsonRpcError(response, 400, 'The request body is not JSON.');
  } else {
    console.error('tapcraft-docs-mcp:', error);
    jsonRpcError(response, 500, 'The server could not answer.');
  }
}

/**
 * Stateless Streamable HTTP on 127.0.0.1. The SDK's Express app refuses a
 * Host header that names none of `allowedHosts` (a name rebound to this
 * machine by another site's page), and this server refuses such a page's
 * Origin, as MCP's transport security asks.
 */
export function serveHttp(context: ToolContext, port: number, allowedHosts: string[]): () => void {
  const app = createMcpExpressApp({host: '127.0.0.1', allowedHosts});
  app.use(originValidation(allowedHosts));
  app.post(mcpServer.path, (request, response) => handleMcpPost(context, request, response));
  app.all(mcpServer.path, (_request, response) => {
    // No sessions, so no stream to open with GET and none to end with DELETE.
    response
      .status(405)
      .set('allow', 'POST')
      .type('text/plain')
      .send('Method not allowed: this server is stateless, POST only.\n');
  });
  app.use((_request, response) => {
    response
      .status(404)
      .type('text/plain')
      .send(`Not found: the server answers at ${mcpServer.path}\n`);
  });
  app.use(errorHandler);
  const http = app.listen(port, '127.0.0.1', () => {
    const address = http.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    // stderr: stdout belongs to the protocol over stdio, and tests read this line.
    console.error(`tapcraft-docs-mcp listening on http://127.0.0.1:${actual}${mcpServer.path}`);
  });
  // A client that sends its request slowly, or never finishes it, holds a connection this long at most.
  http.headersTimeout = 10_000;
  http.requestTimeout = 20_000;
  return () => http.close();
}
