import {test, expect} from './fixtures';
import {attribute, elements, textOf} from './html';
import {sitemapPaths} from './sitemap';

// What the production nginx configuration sends, checked over HTTP.

test.describe('production server', () => {
  test('sends the security headers on pages, with a CSP that allows no inline script', async ({
    request,
  }) => {
    const response = await request.get('/docs/intro');
    const headers = response.headers();
    const csp = headers['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('caches hashed assets for a year and keeps the headers on them', async ({request}) => {
    const html = await (await request.get('/docs/intro')).text();
    const [preload] = elements(
      html,
      (node) => node.nodeName === 'link' && attribute(node, 'as') === 'script',
    );
    const script = attribute(preload!, 'href')!;
    expect(script).toMatch(/^\/assets\/js\/.+\.[0-9a-f]{8}\.js$/);
    const response = await request.get(script);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('serves precompressed brotli and gzip', async ({request}) => {
    const br = await request.get('/docs/intro', {headers: {'Accept-Encoding': 'br'}});
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await request.get('/docs/intro', {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toContain('Accept-Encoding');
  });

  test('answers unknown paths with the not-found page and status 404', async ({request}) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-security-policy']).toBeTruthy();
  });

  test('redirects a trailing slash to the canonical URL', async ({request}) => {
    const response = await request.get('/docs/intro/', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/docs/intro');
  });

  test('does not serve the generated server files', async ({request}) => {
    expect((await request.get('/_headers')).status()).toBe(404);
    expect((await request.get('/_nginx/security-headers.conf')).status()).toBe(404);
  });

  test('inline scripts of every page are covered by the CSP hashes', async ({request}) => {
    const csp = (await request.get('/')).headers()['content-security-policy']!;
    const {createHash} = await import('node:crypto');
    for (const path of sitemapPaths().slice(0, 20)) {
      const html = await (await request.get(encodeURI(path))).text();
      const inlineScripts = elements(
        html,
        (node) =>
          node.nodeName === 'script' &&
          attribute(node, 'src') === undefined &&
          attribute(node, 'type') === undefined,
      );
      for (const script of inlineScripts) {
        const hash = createHash('sha256').update(textOf(script)).digest('base64');
        expect(csp, `${path} inline script`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test('gives every page a unique description', async ({request}) => {
    const seen = new Map<string, string>();
    for (const path of sitemapPaths()) {
      const html = await (await request.get(encodeURI(path))).text();
      const [meta] = elements(
        html,
        (node) => node.nodeName === 'meta' && attribute(node, 'name') === 'description',
      );
      const description = (meta && attribute(meta, 'content')) ?? '';
      expect(
        seen.get(description),
        `${path} repeats the description of ${seen.get(description)}`,
      ).toBeUndefined();
      seen.set(description, path);
    }
  });
});
