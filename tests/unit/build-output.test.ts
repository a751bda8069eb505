import {mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

import {isMalformedHash} from '../../plugins/malformed-hash/client';
import {robotsTxt} from '../../plugins/production-assets';
import {fileLinkProblems, linkTargets} from '../../scripts/file-links';
import {localNginxConfig} from '../../scripts/nginx.mjs';
import {brotliQuality, precompress} from '../../scripts/precompress';

describe('links to files', () => {
  const exists = (pathname: string) =>
    pathname === '/downloads/tapcraft_stubs-3.2.0-py3-none-any.whl';

  it('accept a link to a file the build ships', () => {
    const html = '<a href=/downloads/tapcraft_stubs-3.2.0-py3-none-any.whl download>wheel</a>';
    expect(fileLinkProblems(linkTargets(html), exists)).toEqual([]);
  });

  it('report a missing file and a pathname:// prefix left in a plain link', () => {
    const html =
      '<a href="/downloads/missing.whl">x</a><img src=/img/none.svg>' +
      '<a href="pathname:///downloads/tapcraft_stubs-3.2.0-py3-none-any.whl">y</a>';
    expect(fileLinkProblems(linkTargets(html), exists)).toEqual([
      '/downloads/missing.whl: no such file in the build',
      '/img/none.svg: no such file in the build',
      'pathname:///downloads/tapcraft_stubs-3.2.0-py3-none-any.whl: the pathname:// prefix reached the page (use <Link> or a Markdown link)',
    ]);
  });
});

describe('precompression', () => {
  it('writes .br and .gz of text files of 1 KB or more, and reuses them when unchanged', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const build = path.join(dir, 'build');
    const cache = path.join(dir, 'cache');
    mkdirSync(path.join(build, 'blog'), {recursive: true});
    const feed = `<rss>${'<item>Air Click</item>'.repeat(100)}</rss>`;
    writeFileSync(path.join(build, 'blog', 'rss.xml'), feed);
    writeFileSync(path.join(build, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(build, 'photo.png'), Buffer.alloc(4096));

    expect(await precompress(build, cache)).toEqual({compressed: 2, cached: 0});
    const rss = path.join(build, 'blog', 'rss.xml');
    expect(brotliDecompressSync(readFileSync(`${rss}.br`)).toString()).toBe(feed);
    expect(gunzipSync(readFileSync(`${rss}.gz`)).toString()).toBe(feed);
    expect(existsSync(path.join(build, 'robots.txt.br'))).toBe(false);
    expect(existsSync(path.join(build, 'photo.png.br'))).toBe(false);

    // Run again over the same build: the copies it wrote are replaced, not refused.
    expect(await precompress(build, cache)).toEqual({compressed: 0, cached: 2});
    expect(gunzipSync(readFileSync(`${rss}.gz`)).toString()).toBe(feed);
    writeFileSync(rss, `${feed}<!-- changed -->`);
    expect(await precompress(build, cache)).toEqual({compressed: 2, cached: 0});
  });
});

describe('Brotli quality', () => {
  it('is the highest for content-hashed assets, made once per content, and lower for what most builds rewrite', () => {
    expect(brotliQuality(path.join('assets', 'js', 'main.1a2b3c4d.js'))).toBe(11);
    expect(brotliQuality(path.join('assets', 'search', 'search-index.1a2b3c4d.json'))).toBe(11);
    expect(brotliQuality(path.join('docs', 'android', 'intro.html'))).toBe(10);
    expect(brotliQuality('llms-full.txt')).toBe(9);
  });
});

describe('local nginx servers', () => {
  const source = [
    'pid .tmp/nginx/nginx.pid;',
    'http {',
    '    client_body_temp_path .tmp/nginx/body;',
    '    server {',
    '        listen 127.0.0.1:8080;',
    '        root build;',
    '        include ../build/_nginx/security-headers.conf;',
    '    }',
    '}',
  ].join('\n');

  it('each get their own port, state folder and build path', () => {
    const config = localNginxConfig(source, {
      port: 3210,
      stateDir: '/repo/.tmp/nginx/serve-3210',
      buildDir: '/repo/build',
      runAsRoot: false,
    });
    expect(config).toContain('pid /repo/.tmp/nginx/serve-3210/nginx.pid;');
    expect(config).toContain('client_body_temp_path /repo/.tmp/nginx/serve-3210/body;');
    expect(config).toContain('listen 127.0.0.1:3210;');
    expect(config).toContain('root /repo/build;');
    expect(config).toContain('include /repo/build/_nginx/security-headers.conf;');
    expect(config).not.toContain('user ');
  });

  it('run their workers as root when started by root, so a private checkout is readable', () => {
    const config = localNginxConfig(source, {
      port: 3210,
      stateDir: '/root/site/.tmp/nginx/serve-3210',
      buildDir: '/root/site/build',
      runAsRoot: true,
    });
    expect(config.split('\n')[0]).toBe('user root;');
  });
});

describe('client faults', () => {
  it('a hash that decodeURIComponent cannot read is malformed', () => {
    expect(isMalformedHash('#%E0%A4')).toBe(true);
    expect(isMalformedHash('#%')).toBe(true);
    expect(isMalformedHash('#find_colors')).toBe(false);
    expect(isMalformedHash('#%E6%89%BE%E8%89%B2')).toBe(false);
    expect(isMalformedHash('')).toBe(false);
  });
});

describe('robots.txt', () => {
  it('names the sitemap at the site URL and base URL', () => {
    expect(robotsTxt('https://tapcraft.example', '/')).toContain(
      'Sitemap: https://tapcraft.example/sitemap.xml',
    );
    expect(robotsTxt('https://example.org', '/docs-site/')).toContain(
      'Sitemap: https://example.org/docs-site/sitemap.xml',
    );
  });
});
