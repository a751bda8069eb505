import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Routes that exist only for the tests, registered when TAPCRAFT_TEST_ROUTES=1
 * (the dev server the browser tests start). Never part of a production build.
 */
export default function testRoutesPlugin(): Plugin {
  return {
    name: 'tapcraft-test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__tests__/crash',
        component: path.join(__dirname, 'CrashingPage.tsx'),
        exact: true,
      });
    },
  };
}
