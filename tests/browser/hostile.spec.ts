import {Agent, request as httpRequest} from 'node:http';
import net from 'node:net';

import {test, expect} from './fixtures';

// deploy/nginx.conf under the requests of issue 27: URLs built to make a
// rule slow, one client's thousands of connections or requests, and Accept
// headers that name Markdown without wanting it. 127.0.0.2 and 127.0.0.3
// are other addresses of this machine: other clients to nginx, which leaves
// the tests' own 127.0.0.1 out of the site's limits.

type Answer = {status: number; contentType: string; ms: number};

/** One GET, on a connection of its own unless `agent` keeps them alive. */
function get(
  origin: string,
  path: string,
  {
    headers = {},
    localAddress,
    agent,
  }: {headers?: Record<string, string>; localAddress?: string; agent?: Agent} = {},
): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, origin),
      {headers, localAddress, agent},
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            contentType: response.headers['content-type'] ?? '',
            ms: performance.now() - start,
          }),
        );
      },
    );
    request.setTimeout(15_000, () =>
      request.destroy(new Error(`no answer to ${path.slice(0, 40)}`)),
    );
    request.on('error', reject);
    request.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

test.describe('nginx under hostile requests', () => {
  test('the clean-URL rule costs the same for a run of slashes as for letters', async ({
    baseURL,
  }) => {
    // `//` runs once made the canonical-URL pattern quadratic: 8,000 slashes cost 13 ms.
    const slashes = `/a${'/'.repeat(8000)}b/`;
    const letters = `/a${'a'.repeat(8000)}b/`;
    const times = {slashes: [] as number[], letters: [] as number[]};
    for (let round = 0; round < 30; round += 1) {
      for (const [name, path] of [
        ['slashes', slashes],
        ['letters', letters],
      ] as const) {
        const answer = await get(baseURL!, path);
        expect(answer.status, name).toBe(301);
        times[name].push(answer.ms);
      }
    }
    expect(median(times.slashes)).toBeLessThan(median(times.letters) * 3 + 2);
  });

  test('3,000 half-open connections of one client leave another client served', async ({
    baseURL,
  }) => {
    const {port} = new URL(baseURL!);
    const halfOpen = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect({
          port: Number(port),
          host: '127.0.0.1',
          localAddress: '127.0.0.2',
        });
        // A request line and a header, and never the blank line that ends them.
        socket.on('connect', () =>
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => resolve(socket)),
        );
        socket.on('error', reject);
      });
    const sockets: net.Socket[] = [];
    try {
      // More than the 2 × 1,024 slots nginx once had, in small groups so that
      // nginx has read each one's first line before the next come: a
      // connection that has sent nothing yet is one nginx closes to make room.
      for (let group = 0; group < 150; group += 1) {
        sockets.push(...(await Promise.all(Array.from({length: 20}, halfOpen))));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await get(baseURL!, '/docs/intro');
      expect(answer.status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  test('one client’s flood of requests is limited, and another client is served', async ({
    baseURL,
  }) => {
    const agent = new Agent({keepAlive: true, maxSockets: 50});
    const statuses: number[] = [];
    await Promise.all(
      Array.from({length: 50}, async () => {
        for (let i = 0; i < 60; i += 1) {
          statuses.push(
            (await get(baseURL!, '/docs/intro', {localAddress: '127.0.0.2', agent})).status,
          );
        }
      }),
    );
    agent.destroy();
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect((await get(baseURL!, '/docs/intro', {localAddress: '127.0.0.3'})).status).toBe(200);
  });
});

test.describe('Accept negotiation follows RFC 9110', () => {
  test('q-values decide between the page and its twin, and only whole media types count', async ({
    baseURL,
  }) => {
    const cases: Array<[string, 'html' | 'markdown']> = [
      ['text/markdown', 'markdown'],
      ['text/markdown;q=0', 'html'],
      ['text/markdown; q=0.0', 'html'],
      ['text/markdown, text/html;q=0.5', 'markdown'],
      ['text/html;q=0.4, text/markdown;q=0.5', 'markdown'],
      ['text/html;q=0.5, text/markdown;q=0.45', 'html'],
      ['text/markdown;charset=utf-8;q=0.9, text/html;q=0.8', 'markdown'],
      ['TEXT/MARKDOWN; Q=0.7, text/html;q=0.6', 'markdown'],
      ['text/*;q=0.3, text/markdown', 'markdown'],
      ['text/markdown;q=0.5, */*', 'html'],
      ['text/markdownish', 'html'],
      ['application/text/markdown', 'html'],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
    ];
    for (const [accept, wanted] of cases) {
      const answer = await get(baseURL!, '/docs/android/api/action', {headers: {accept}});
      expect(answer.contentType, accept).toBe(
        wanted === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
      );
    }
  });
});
