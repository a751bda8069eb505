import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';

import {inlineCode} from '../../plugins/production-assets/inlineScripts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineCode', () => {
  it('hashes the text of each inline script a browser runs, as the browser reads it', () => {
    const html =
      '<!doctype html><html><head><script>window.a = 1 < 2;</script>' +
      '<script type="module">import "./x.js";</script>' +
      '<script src="/assets/app.js"></script>' +
      '<script type="application/ld+json">{"@type": "WebSite"}</script>' +
      '</head><body><template><script>inTemplate()</script></template></body></html>';
    expect(inlineCode(html)).toEqual({
      scriptHashes: [
        sha256('window.a = 1 < 2;'),
        sha256('import "./x.js";'),
        sha256('inTemplate()'),
      ],
      handlers: [],
    });
  });

  it('names each inline event handler, which no hash can allow', () => {
    const html = '<body><button onclick="go()">Go</button><img src="x.png" onerror="f()"></body>';
    expect(inlineCode(html).handlers).toEqual(['<button onclick>', '<img onerror>']);
  });
});
