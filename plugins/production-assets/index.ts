import {readdir, readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {inlineHandlers, inlineScriptHashes} from './inlineScripts';
import {algoliaOrigins, headersFile, nginxSnippet} from './policy';

export type ProductionAssetsOptions = {
  /** True when hosted Algolia search is configured: the browser must reach Algolia. */
  hostedSearch: boolean;
  /** Origins the site frames on request (the video host). */
  frameOrigins: string[];
};

/** Files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|xsl|map|webmanifest)$/;
/** Below this size compression saves nothing worth a second request header. */
const MIN_BYTES = 1024;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * After a production build: hashes the inline scripts Docusaurus emitted into
 * a Content-Security-Policy, writes it as an nginx snippet and a `_headers`
 * file, and precompresses text files as .gz and .br for the server to send
 * as they are.
 */
export default function productionAssetsPlugin(
  _context: LoadContext,
  options: ProductionAssetsOptions,
): Plugin {
  return {
    name: 'tapcraft-production-assets',
    async postBuild({outDir}) {
      const all = await files(outDir);
      const hashes = new Set<string>();
      const handlers: string[] = [];
      for (const file of all.filter((f) => f.endsWith('.html'))) {
        const html = await readFile(file, 'utf8');
        inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
        handlers.push(...inlineHandlers(html).map((h) => `${path.relative(outDir, file)}: ${h}`));
      }
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

      for (const file of all.filter((f) => COMPRESSIBLE.test(f))) {
        const data = await readFile(file);
        if (data.length < MIN_BYTES) continue;
        await writeFile(`${file}.gz`, gzipSync(data, {level: 9}));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}),
        );
      }
    },
  };
}
