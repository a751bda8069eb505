import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'mcp/data/',
      'mcp/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'tests/**', 'plugins/**', 'mcp/**', '*.config.*'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // A function reads at once; the data modules and the tests are lists, not logic.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['tests/**', 'mcp/test/**', 'src/data/**', '**/*.test.ts', '**/*.spec.ts'],
    rules: {
      'max-lines-per-function': ['error', {max: 80, skipBlankLines: true, skipComments: true}],
    },
  },
);
