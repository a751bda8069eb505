import {defineConfig} from 'vitest/config';

// The server's tests need the data bundle and dist/ that `npm run build`
// writes, so `npm test` runs them after the build (scripts/test-all.mjs),
// not with the unit tests.
export default defineConfig({
  test: {
    include: ['mcp/test/**/*.test.ts'],
    environment: 'node',
    // Each check_python call runs pyright, seconds on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
