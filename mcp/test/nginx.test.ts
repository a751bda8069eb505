import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {describe, expect, it} from 'vitest';

import {mcpServer} from '@tapcraft/data/mcpServer';
import {startNginx} from '../../scripts/nginx.mjs';

const BIN = path.resolve(__dirname, '..', 'bin', 'tapcraft-docs-mcp.mjs');
const siteDir = path.resolve(__dirname, '..', '..');

/** A port nothing listens on right now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

describe('deploy/nginx.conf publishes the MCP server', () => {
  it('proxies its path to the port the server listens on by default', () => {
    const config = readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8');
    const location = new RegExp(
      `location = ${mcpServer.path} \\{[^}]*proxy_pass http://127\\.0\\.0\\.1:${mcpServer.port};`,
    );
    expect(config).toMatch(location);
  });

  it('answers MCP requests at /mcp beside the site', async () => {
    const server = spawn(process.execPath, [BIN, '--http', '--port', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const mcpPort = await new Promise<number>((resolve, reject) => {
      let log = '';
      server.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(log);
        if (match) resolve(Number(match[1]));
      });
      server.on('exit', (code) => reject(new Error(`The server exited (${code}): ${log}`)));
    });
    const cwd = process.cwd();
    process.chdir(siteDir);
    const nginx = await startNginx({
      port: await freePort(),
      name: 'mcp-test',
      stdio: 'ignore',
      mcpPort,
    }).finally(() => process.chdir(cwd));
    const client = new Client({name: 'tapcraft-test', version: '1.0.0'});
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(mcpServer.path, nginx.origin)),
      );
      const result = (await client.callTool({
        name: 'get_api',
        arguments: {symbol: 'screen.find_colors', platform: 'ios'},
      })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      expect(result.content[0]).toMatchObject({
        text: expect.stringContaining('tapcraft.ios.screen.find_colors'),
      });
      // The site is still the site.
      expect((await fetch(`${nginx.origin}/docs/intro`)).status).toBe(200);
      expect((await fetch(`${nginx.origin}${mcpServer.path}`)).status).toBe(405);
    } finally {
      await client.close();
      await nginx.stop();
      server.kill();
    }
  });
});
