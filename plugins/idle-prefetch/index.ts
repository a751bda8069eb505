import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus prefetches the route of every link as it scrolls into view. On
 * a first load that is every link in view at once (a few hundred on an API
 * page at phone width), all in one task: matching the route, then adding a
 * `<link rel=prefetch>` per chunk, time the page cannot answer a tap. This
 * client module makes `prefetch` queue the route and do the work in idle
 * time instead; hover preloading is unchanged (UPGRADING.md has what it
 * saves).
 */
export default function idlePrefetchPlugin(_context: LoadContext): Plugin {
  return {
    name: 'tapcraft-idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'deferPrefetches.ts')];
    },
  };
}
