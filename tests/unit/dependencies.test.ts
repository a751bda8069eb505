import {describe, expect, it} from 'vitest';

import {importsOf, packageOf, undeclaredImports} from '../../scripts/undeclared-imports.mjs';

describe('declared dependencies', () => {
  it('every package the code, tests and MDX import is in package.json', () => {
    expect(undeclaredImports()).toEqual([]);
  });

  it('finds static, dynamic and type-only imports, and not examples in comments', () => {
    const source = [
      "import {unified} from 'unified';",
      "import type {Root} from 'mdast';",
      "export {visit} from 'unist-util-visit';",
      "const {chromium} = await import('playwright-core');",
      "const resolved = require.resolve('@docusaurus/theme-classic/lib/x');",
      "// import left from 'a-comment';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      {specifier: 'unified', typeOnly: false},
      {specifier: 'mdast', typeOnly: true},
      {specifier: 'unist-util-visit', typeOnly: false},
      {specifier: 'playwright-core', typeOnly: false},
      {specifier: '@docusaurus/theme-classic/lib/x', typeOnly: false},
    ]);
  });

  it('names the package of a specifier, leaving out built-ins and Docusaurus aliases', () => {
    expect(packageOf('@docusaurus/theme-classic/lib/x')).toBe('@docusaurus/theme-classic');
    expect(packageOf('remark-gfm')).toBe('remark-gfm');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
    expect(packageOf('@docusaurus/Link')).toBeNull();
    expect(packageOf('@docusaurus/useDocusaurusContext')).toBeNull();
    expect(packageOf('@theme/CodeBlock')).toBeNull();
    expect(packageOf('@site/src/data/site')).toBeNull();
    expect(packageOf('./local')).toBeNull();
  });
});
