import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Code is highlighted at build time (see ./remark.ts, registered for docs,
 * blog and pages in docusaurus.config.ts). The classic theme still loads Prism
 * in every page through a client module that registers extra languages; this
 * plugin swaps that module for an empty one, which takes Prism and its
 * helpers out of the bundle every page downloads (UPGRADING.md has the bytes).
 */
export default function codeHighlightPlugin(_context: LoadContext): Plugin {
  return {
    name: 'tapcraft-code-highlight',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [require
              .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
              .replace(/\.js$/, '')]: path.join(__dirname, 'noRuntimePrism.ts'),
          },
        },
      };
    },
  };
}
