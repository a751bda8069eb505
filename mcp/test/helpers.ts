import {spawn, type ChildProcess} from 'node:child_process';
import {request as httpRequest} from 'node:http';
import path from 'node:path';

import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/** The built server (`npm run build` writes dist/ and the data bundle). */
export const BIN = path.resolve(__dirname, '..', 'bin', 'tapcraft-docs-mcp.mjs');

export const CLEAN_SCRIPT = `from tapcraft import Rect
from tapcraft.android.action import click
from tapcraft.android.screen import find_colors

point = find_colors("0,0,#FF0000|10,0,#00FF00", region=Rect(0, 0, 500, 500))
if point is not None:
    click(point.x, point.y)
`;

/**
 * A script pyright needs long for, though it is short: variables that each
 * take another's type in a loop. On the 2-core machine, busy: 30 take 3 s,
 * 40 take 6 to 16 s, 80 nearly two minutes.
 */
export function slowScript(variables: number): string {
  const lines = ['def f(c: bool):'];
  for (let i = 0; i < variables; i += 1) lines.push(`    a${i} = 0`);
  lines.push('    while c:');
  for (let i = 0; i < variables; i += 1) {
    lines.push(`        a${i} = a${(i + 1) % variables} if c else [a${(i + 2) % variables}]`);
  }
  return `${lines.join('\n')}\n`;
}

export function textOf(result: unknown): string {
  const {content} = result as CallToolResult;
  const first = content[0];
  return first?.type === 'text' ? first.text : '';
}

/** An HTTP server on a free port chosen at run time; resolves once it listens. */
export function startHttpServer(
  extraArgs: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{child: ChildProcess; url: URL}> {
  const child = spawn(process.execPath, [BIN, '--http', '--port', '0', ...extraArgs], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(log);
      if (match) resolve({child, url: new URL(match[1]!)});
    });
    child.on('exit', (code) => reject(new Error(`The server exited (${code}): ${log}`)));
  });
}

export type RawResponse = {status: number; body: string};

/**
 * A POST with exactly these headers (Host and Origin included, which fetch
 * sets itself), from `localAddress` when given (127.0.0.2 is another client
 * of the same machine). A reset connection rejects.
 */
export function rawPost(
  url: URL,
  body: string | Buffer,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({status: response.statusCode!, body: text}));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON-RPC request for a tool call, as one message of a POST body. */
export function toolCall(id: number, name: string, args: Record<string, unknown>) {
  return {jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}};
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function timed<T>(run: () => Promise<T>): Promise<{ms: number; value: T}> {
  const start = performance.now();
  const value = await run();
  return {ms: performance.now() - start, value};
}
