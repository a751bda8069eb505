import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {BuildCache, codeVersion, contentHash} from '@tapcraft/core/buildCache';
import {filesUnder} from '@tapcraft/core/filesUnder';
import {inlineCode, type InlineCode} from './inlineScripts';

/** The code that derives what the cache keeps. */
export const INLINE_SCRIPTS_FILE = 'plugins/production-assets/inlineScripts.ts';
import {siteOutDir} from '../shared/siteOutDir';
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
 * After a production build: hashes the inline scripts Docusaurus emitted
 * into a Content-Security-Policy for the whole site (a locale's build adds
 * its pages), writes it as an nginx snippet and a `_headers` file, and
 * writes robots.txt. (`npm run build` precompresses the files afterwards,
 * once every plugin has written its own: scripts/postbuild.ts.)
 */
export default function productionAssetsPlugin(
  context: LoadContext,
  options: ProductionAssetsOptions,
): Plugin {
  const {i18n, siteConfig} = context;
  return {
    name: 'tapcraft-production-assets',
    async postBuild({outDir}) {
      // A page whose HTML did not change has the same inline code (MAINTAINERS.md, "Build caches").
      const version = codeVersion(context.siteDir, [INLINE_SCRIPTS_FILE]);
      const cache = new BuildCache<InlineCode>(context.siteDir, 'inline-code', version);
      const siteBuild = siteOutDir(context, outDir);
      const all = await filesUnder(siteBuild);
      const hashes = new Set<string>();
      const handlers: string[] = [];
      for (const file of all.filter((f) => f.endsWith('.html'))) {
        const html = await readFile(file, 'utf8');
        const code = await cache.get(contentHash(html), () => inlineCode(html));
        code.scriptHashes.forEach((hash) => hashes.add(hash));
        handlers.push(...code.handlers.map((h) => `${path.relative(siteBuild, file)}: ${h}`));
      }
      if (handlers.length > 0) {
        throw new Error(`Inline event handlers cannot pass the CSP:\n${handlers.join('\n')}`);
      }
      const policy = {
        scriptHashes: [...hashes].sort(),
        connectOrigins: options.hostedSearch ? algoliaOrigins : [],
        frameOrigins: options.frameOrigins,
      };
      await writeFile(path.join(siteBuild, '_headers'), headersFile(policy));
      await mkdir(path.join(siteBuild, '_nginx'), {recursive: true});
      await writeFile(
        path.join(siteBuild, '_nginx', 'security-headers.conf'),
        nginxSnippet(policy),
      );
      if (i18n.currentLocale === i18n.defaultLocale) {
        await writeFile(
          path.join(outDir, 'robots.txt'),
          robotsTxt(siteConfig.url, siteConfig.baseUrl),
        );
      }
    },
  };
}
