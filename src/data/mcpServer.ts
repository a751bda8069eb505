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
