import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus prefetches the route of every link as it scrolls into view. On
 * a first load that is every link in view at once (about 240 on an API page
 * at phone width), all in one task: matching the route, then adding a
 * `<link rel=prefetch>` per chunk. Measured with the CPU slowed 4x as
 * Lighthouse does, that task took about 350 ms on the action API page, time
 * the page cannot answer a tap. This client module makes `prefetch` queue the
 * route and do the work in idle time instead; hover preloading is unchanged.
 * Measured again with Docusaurus 3.10 (the API page at phone width, CPU slowed
 * 4x, 15 first visits alternating with a build without this plugin): the
 * longest task while loading 261 ms against 398 ms (medians), blocking time
 * past 50 ms per task 494 ms against 886 ms. The measure is noisy (each side
 * ranged from about 90 to 1,550 ms; 172 links start a prefetch there today).
 */
export default function idlePrefetchPlugin(_context: LoadContext): Plugin {
  return {
    name: 'tapcraft-idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
