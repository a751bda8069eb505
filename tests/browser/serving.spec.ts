import {existsSync, readdirSync, statSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import {test, expect} from './fixtures';

// What the production nginx configuration (deploy/nginx.conf) answers, over
// raw HTTP where a client library would clean the request up first.

type RawResponse = {status: number; headers: Array<[string, string]>; headerLines: string[]};

/** Sends `target` as the request line's path, byte for byte, and reads the response head. */
function rawGet(origin: string, target: string | Buffer, extraHeaders = ''): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout on ${String(target)}`)));
    socket.on('connect', () => {
      socket.write(
        Buffer.concat([
          Buffer.from('GET '),
          Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
          Buffer.from(` HTTP/1.1\r\nHost: ${hostname}\r\n${extraHeaders}Connection: close\r\n\r\n`),
        ]),
      );
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headerLines,
        headers: headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      });
    });
  });
}

/** Every header name nginx may send for this site; anything else came from the request. */
const KNOWN_HEADERS = new Set([
  'server',
  'date',
  'content-type',
  'content-length',
  'connection',
  'location',
  'vary',
  'content-encoding',
  'last-modified',
  'etag',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
]);

function expectNoInjection(response: RawResponse, origin: string, request: string) {
  const label = `GET ${JSON.stringify(request)}`;
  for (const line of response.headerLines) {
    const controls = [...line].filter((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
    expect(controls, `${label}: control character in a header`).toEqual([]);
  }
  const names = response.headers.map(([name]) => name);
  expect(
    names.filter((name) => !KNOWN_HEADERS.has(name)),
    `${label}: unexpected headers`,
  ).toEqual([]);
  for (const name of ['content-security-policy', 'x-frame-options', 'cache-control']) {
    expect(names.filter((n) => n === name).length, `${label}: ${name} sent twice`).toBeLessThan(2);
  }
  const location = response.headers.find(([name]) => name === 'location')?.[1];
  if (location !== undefined) {
    expect(location, `${label}: Location`).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, origin).origin, `${label}: Location leaves the site`).toBe(origin);
  }
}

/** Paths a client may send, every one of which once led nginx astray somewhere. */
function fuzzPaths(): string[] {
  const controls = [...Array.from({length: 32}, (_, code) => code), 0x7f].map(
    (code) => `%${code.toString(16).padStart(2, '0').toUpperCase()}`,
  );
  const paths: string[] = [];
  for (const encoded of [...controls, '%5C', '%5c', '%2F', '%2E', '%25', '%']) {
    paths.push(
      `/${encoded}Set-Cookie:%20pwn=1;%20Path=/;%20Max-Age=600/`,
      `/${encoded}${encoded}X-Test:1/`,
      `/docs/${encoded}intro/`,
      `/docs/intro${encoded}`,
      `/docs/intro${encoded}.html`,
      `/docs/intro/?q=${encoded}X-Test:1`,
    );
  }
  paths.push(
    '/%5C127.0.0.1:9999/bs/',
    '/%5C%5C127.0.0.1:9999/bs/',
    '/%5C/127.0.0.1:9999/bs/',
    '/%09/127.0.0.1:9999/bs/',
    '/\\127.0.0.1:9999/bs/',
    '/\\\\127.0.0.1:9999/bs/',
    '//127.0.0.1:9999/bs/',
    '///127.0.0.1:9999/bs/',
    '/%2F%2F127.0.0.1:9999/bs/',
    '/%2F127.0.0.1:9999/bs/',
    '/.%2E/.%2E/etc/passwd/',
    '/%2e%2e%2f%2e%2e%2f/',
    '/docs/intro.html/',
    '/docs//intro/',
    '/%E0%A4/',
    '/%C0%AE%C0%AE/',
    '/%zz/',
    '/%25%30%64X-Test:1/',
    '/%0d%0aX-Test:%201/',
    '/index.html?%0d%0aX-Test:1',
    `/${'a'.repeat(6000)}/`,
    `/${'%0d'.repeat(2000)}/`,
    `/${'%E6%AC%A2'.repeat(500)}/`,
  );
  return paths;
}

test.describe('redirects cannot be turned against visitors', () => {
  test('no request puts a header in the response or sends the browser elsewhere', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    const raw = [
      ...fuzzPaths(),
      // Raw bytes nginx must refuse or keep to itself: tab, backslash, control characters.
      ...[0x01, 0x08, 0x09, 0x0b, 0x7f].map((code) => `/a${String.fromCharCode(code)}b/`),
    ];
    for (const target of raw) {
      expectNoInjection(await rawGet(origin, target), origin, target);
    }
    // Raw UTF-8, as a client that does not encode would send it.
    const utf8 = Buffer.from('/blog/tags/软件下载/');
    expectNoInjection(await rawGet(origin, utf8), origin, utf8.toString());
  });

  test('a trailing slash and .html still redirect to the clean URL, keeping the query', async ({
    baseURL,
  }) => {
    const cases: Array<[string, string]> = [
      ['/docs/intro/', '/docs/intro'],
      ['/docs/intro//', '/docs/intro'],
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro/?q=find_colors', '/docs/intro?q=find_colors'],
      [
        '/blog/tags/%E8%BD%AF%E4%BB%B6%E4%B8%8B%E8%BD%BD/',
        '/blog/tags/%E8%BD%AF%E4%BB%B6%E4%B8%8B%E8%BD%BD',
      ],
      ['/index', '/'],
      ['/index.html', '/'],
      ['/index.html?from=mail', '/?from=mail'],
    ];
    for (const [from, to] of cases) {
      const response = await rawGet(baseURL!, from);
      expect(response.status, from).toBe(301);
      expect(response.headers.find(([name]) => name === 'location')?.[1], from).toBe(to);
    }
  });

  test('Chromium keeps no cookie and stays on the site after the old attack URLs', async ({
    page,
    context,
    baseURL,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    for (const attack of [
      '/%0dSet-Cookie:%20pwn=1;%20Path=/;%20Max-Age=600/',
      '/%0d%0dX-Test:1/',
      '/%5C127.0.0.1:9999/bs/',
      '/%09/127.0.0.1:9999/bs/',
    ]) {
      const response = await page.goto(attack);
      expect(response?.status(), attack).toBe(404);
      expect(new URL(page.url()).origin, attack).toBe(baseURL);
      expect(response?.headers()['x-test'], attack).toBeUndefined();
    }
    expect(await context.cookies()).toEqual([]);
  });
});

/** Every file of the build a visitor can request, by extension (no .br/.gz twins, no server files). */
function servedFiles(): Map<string, string[]> {
  const byExtension = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join('build', '_nginx')) walk(full);
        continue;
      }
      const extension = path.extname(entry.name).slice(1);
      if (!extension || extension === 'br' || extension === 'gz') continue;
      byExtension.set(extension, [...(byExtension.get(extension) ?? []), full]);
    }
  };
  walk('build');
  return byExtension;
}

/** The content type of each kind of file the build writes. A new kind needs a decision here. */
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  png: 'image/png',
  xml: 'text/xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  xsl: 'text/xsl; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  whl: 'application/octet-stream',
};

/** The URL a visitor uses for a built file: pages without `.html`. */
function urlOf(file: string): string {
  const relative = `/${path.relative('build', file).split(path.sep).join('/')}`;
  const page = relative.replace(/(\/index)?\.html$/, '');
  return encodeURI(relative.endsWith('.html') ? page || '/' : relative);
}

test.describe('every file the build writes', () => {
  test('is served with its content type, the security headers once, and compressed', async ({
    request,
  }) => {
    const files = servedFiles();
    expect([...files.keys()].filter((extension) => !(extension in CONTENT_TYPES))).toEqual([]);
    for (const [extension, list] of files) {
      for (const file of list.slice(0, 3)) {
        const url = urlOf(file);
        if (url === '/404') continue;
        const response = await request.get(url, {headers: {'Accept-Encoding': 'br, gzip'}});
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe(CONTENT_TYPES[extension]);
        expect(
          response.headersArray().filter((h) => /^content-security-policy$/i.test(h.name)),
        ).toHaveLength(1);
        if (statSync(file).size >= 1024 && !/^(png|whl)$/.test(extension)) {
          expect(response.headers()['content-encoding'], url).toBe('br');
        }
      }
    }
  });

  test('text files have .br and .gz copies, whichever plugin wrote them', () => {
    const text = /\.(html|js|css|svg|json|xml|atom|txt|md|xsl)$/;
    const missing: string[] = [];
    for (const list of servedFiles().values()) {
      for (const file of list) {
        if (!text.test(file) || statSync(file).size < 1024) continue;
        for (const twin of [`${file}.br`, `${file}.gz`]) if (!existsSync(twin)) missing.push(twin);
      }
    }
    expect(missing).toEqual([]);
    // Written by the blog and sitemap plugins, after the build's own post-build step once ran.
    for (const file of ['build/sitemap.xml', 'build/blog/rss.xml', 'build/blog/atom.xml']) {
      expect(existsSync(`${file}.br`), file).toBe(true);
    }
  });

  test('robots.txt names the sitemap', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test('each page has one URL: duplicates redirect or are not found', async ({request}) => {
    for (const [url, status] of [
      ['/404', 404],
      ['/404.html', 404],
      ['/index.html.br', 404],
      ['/docs/intro.html.gz', 404],
      ['/index', 301],
      ['/index.html', 301],
      ['/docs/intro.html', 301],
    ] as const) {
      const response = await request.get(url, {maxRedirects: 0});
      expect(response.status(), url).toBe(status);
    }
  });

  test('a byte range request gets the security headers once', async ({baseURL}) => {
    const response = await rawGet(baseURL!, '/docs/intro', 'Range: bytes=99999999-\r\n');
    const policies = response.headers.filter(([name]) => name === 'content-security-policy');
    expect(policies).toHaveLength(1);
  });
});
