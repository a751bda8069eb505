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
  },
});
