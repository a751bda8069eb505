import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {mcpServer} from '@tapcraft/data/mcpServer';
import {startNginx} from '../../scripts/nginx.mjs';
import {MAX_BODY_BYTES} from '../src/http';
import {rawPost, startHttpServer, toolCall} from './helpers';

const siteDir = path.resolve(__dirname, '..', '..');
const config = readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8');

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
    const location = new RegExp(
      `location = ${mcpServer.path} \\{[^}]*proxy_pass http://127\\.0\\.0\\.1:${mcpServer.port};`,
    );
    expect(config).toMatch(location);
  });

  it('refuses the bodies the server refuses', () => {
    const [, kilobytes] = /location = \/mcp \{[^}]*client_max_body_size (\d+)k;/.exec(config)!;
    expect(Number(kilobytes) * 1024).toBe(MAX_BODY_BYTES);
  });
});

describe('the MCP server behind nginx', () => {
  let mcpUrl: URL;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const server = await startHttpServer();
    const cwd = process.cwd();
    process.chdir(siteDir);
    const nginx = await startNginx({
      port: await freePort(),
      name: 'mcp-test',
      stdio: 'ignore',
      mcpPort: Number(server.url.port),
    }).finally(() => process.chdir(cwd));
    mcpUrl = new URL(mcpServer.path, nginx.origin);
    stop = async () => {
      await nginx.stop();
      server.child.kill();
    };
  });
  afterAll(() => stop());

  it('answers MCP requests at /mcp beside the site', async () => {
    const client = new Client({name: 'tapcraft-test', version: '1.0.0'});
    try {
      await client.connect(new StreamableHTTPClientTransport(mcpUrl));
      const result = (await client.callTool({
        name: 'get_api',
        arguments: {symbol: 'screen.find_colors', platform: 'ios'},
      })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      expect(result.content[0]).toMatchObject({
        text: expect.stringContaining('tapcraft.ios.screen.find_colors'),
      });
      // The site is still the site.
      expect((await fetch(new URL('/docs/intro', mcpUrl))).status).toBe(200);
      expect((await fetch(mcpUrl)).status).toBe(405);
    } finally {
      await client.close();
    }
  });

  it('answers a body over the limit with 413', async () => {
    const body = JSON.stringify(
      toolCall(1, 'check_python', {code: 'x'.repeat(2 * MAX_BODY_BYTES), platform: 'ios'}),
    );
    expect((await rawPost(mcpUrl, body)).status).toBe(413);
  });

  it('limits one client’s requests, and serves another client meanwhile', async () => {
    const list = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});
    const flood = await Promise.all(Array.from({length: 40}, () => rawPost(mcpUrl, list)));
    const statuses = flood.map(({status}) => status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // 127.0.0.2 is another address of this machine: another client to nginx.
    expect((await rawPost(mcpUrl, list, {}, '127.0.0.2')).status).toBe(200);
  });
});
