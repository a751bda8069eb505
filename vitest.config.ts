import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'src/**/__tests__/**/*.test.ts',
      'plugins/**/*.test.ts',
    ],
    environment: 'node',
    // Tests check results, not speed (benches measure that); on a shared
    // two-core machine a test that spawns pyright or indexes 200,000
    // characters can take well over the default 5 s.
    testTimeout: 60_000,
  },
});
