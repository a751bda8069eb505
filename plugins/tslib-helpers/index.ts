import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {missingHelpers} from './missingHelpers';

/**
 * @docusaurus/utils-common is CommonJS and requires all of tslib (in the
 * bundle every page loads) to call one helper; bundlers cannot drop unused
 * exports of a module reached through `require`. In the browser bundle,
 * `tslib` resolves to a module exporting only the helpers used, and the build
 * fails if a script calls any other (UPGRADING.md has what it saves).
 */
export default function tslibHelpersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'tapcraft-tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {tslib$: path.join(__dirname, 'clientHelpers.mjs')}}};
    },
    async postBuild({outDir}) {
      const provided = new Set(Object.keys(await import('./clientHelpers.mjs')));
      const scriptsDir = path.join(outDir, 'assets', 'js');
      for (const file of await readdir(scriptsDir)) {
        if (!file.endsWith('.js')) continue;
        const missing = missingHelpers(
          await readFile(path.join(scriptsDir, file), 'utf8'),
          provided,
        );
        if (missing.length > 0) {
          throw new Error(
            `assets/js/${file} calls tslib helpers the browser bundle leaves out: ${missing.join(', ')}. Export them from plugins/tslib-helpers/clientHelpers.mjs.`,
          );
        }
      }
    },
  };
}
