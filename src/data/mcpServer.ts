/**
 * The docs MCP server (mcp/): the port `npm run mcp:http` listens on at
 * 127.0.0.1, and the path deploy/nginx.conf publishes it at, which must name
 * the same port (mcp/test/nginx.test.ts checks). An operator value like those
 * of site.ts, kept in a module of its own because every page's main bundle
 * holds site.ts whole, and only the MCP page and the server need this.
 */
export const mcpServer = {name: 'tapcraft-docs', port: 8731, path: '/mcp'} as const;

/** What the server tells a client it serves when the session starts (the docs page shows it). */
export function serverInstructions(product: string, version: string): string {
  return `The ${product} ${version} documentation: Python automation on Android, iOS and Windows. Search it, read pages, look up exact signatures, and type-check scripts against the ${product} stubs before you answer.`;
}

/** The server's answer to `initialize`, as the MCP page shows it. */
export function initializeReply(product: string, version: string): string {
  const capabilities = {
    tools: {listChanged: true},
    resources: {listChanged: true},
    prompts: {listChanged: true},
  };
  const serverInfo = {name: mcpServer.name, title: `${product} docs`, version};
  const result = {
    protocolVersion: '2025-06-18',
    capabilities,
    serverInfo,
    instructions: serverInstructions(product, version),
  };
  return JSON.stringify({result, jsonrpc: '2.0', id: 1}, null, 2);
}

/** VS Code's `.vscode/mcp.json` for the server over HTTP on this computer. */
export function vscodeHttpConfig(): string {
  const url = `http://127.0.0.1:${mcpServer.port}${mcpServer.path}`;
  return JSON.stringify({servers: {[mcpServer.name]: {type: 'http', url}}}, null, 2);
}
