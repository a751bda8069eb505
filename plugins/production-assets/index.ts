import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {BuildCache, contentHash, runningCodeVersion} from '../shared/buildCache';
import {filesUnder} from '../shared/filesUnder';
import {inlineCode, type InlineCode} from './inlineScripts';
import {algoliaOrigins, headersFile, nginxSnippet} from './policy';

export type ProductionAssetsOptions = {
  /** True when hosted Algolia search is configured: the browser must reach Algolia. */
  hostedSearch: boolean;
  /** Origins the site frames on request (the video host). */
  frameOrigins: string[];
};

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL(`${baseUrl}sitemap.xml`, siteUrl).href}\n`;
}

/**
 * After a production build: hashes the inline scripts Docusaurus emitted into
 * a Content-Security-Policy, writes it as an nginx snippet and a `_headers`
 * file, and writes robots.txt. (`npm run build` precompresses the files
 * afterwards, once every plugin has written its own: scripts/postbuild.ts.)
 */
export default function productionAssetsPlugin(
  context: LoadContext,
  options: ProductionAssetsOptions,
): Plugin {
  // Parsing every page took 1.0 s of a build's main thread (node --cpu-prof),
  // and a page whose HTML did not change has the same inline code.
  const cache = new BuildCache<InlineCode>(context.siteDir, 'inline-code');
  const codeVersion = runningCodeVersion(context.siteDir);
  return {
    name: 'tapcraft-production-assets',
    async postBuild({outDir}) {
      cache.open(codeVersion());
      const all = await filesUnder(outDir);
      const hashes = new Set<string>();
      const handlers: string[] = [];
      for (const file of all.filter((f) => f.endsWith('.html'))) {
        const html = await readFile(file, 'utf8');
        const code = await cache.get(contentHash(html), () => inlineCode(html));
        code.scriptHashes.forEach((hash) => hashes.add(hash));
        handlers.push(...code.handlers.map((h) => `${path.relative(outDir, file)}: ${h}`));
      }
      cache.save();
      if (handlers.length > 0) {
        throw new Error(`Inline event handlers cannot pass the CSP:\n${handlers.join('\n')}`);
      }
      const policy = {
        scriptHashes: [...hashes].sort(),
        connectOrigins: options.hostedSearch ? algoliaOrigins : [],
        frameOrigins: options.frameOrigins,
      };
      await writeFile(path.join(outDir, '_headers'), headersFile(policy));
      await mkdir(path.join(outDir, '_nginx'), {recursive: true});
      await writeFile(path.join(outDir, '_nginx', 'security-headers.conf'), nginxSnippet(policy));
      const {url, baseUrl} = context.siteConfig;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));
    },
  };
}
