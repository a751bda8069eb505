/**
 * The docs MCP server (mcp/): the port `npm run mcp:http` listens on at
 * 127.0.0.1, and the path deploy/nginx.conf publishes it at, which must name
 * the same port (mcp/test/nginx.test.ts checks). An operator value like those
 * of site.ts, kept in a module of its own because every page's main bundle
 * holds site.ts whole, and only the MCP page and the server need this.
 */
export const mcpServer = {port: 8731, path: '/mcp'} as const;
