import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Drops a location hash that `decodeURIComponent` cannot read (`#%E0%A4`).
 * Docusaurus decodes the hash to scroll after a client navigation, and a
 * malformed one made it throw and show "This page crashed" (for example on
 * Back after such a link). A hash that names no heading is ignored anyway.
 */
export default function malformedHashPlugin(): Plugin {
  return {
    name: 'tapcraft-malformed-hash',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
