// Lists the packages the project's code imports without declaring them in
// package.json. npm hoists its dependencies' dependencies, so such an import
// works until a dependency drops or moves the package it relies on.
import {readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

/** Folders and files with code or MDX that imports packages. */
const SOURCES = ['src', 'plugins', 'scripts', 'tests', 'docs', 'blog', 'mcp'];
const ROOT_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.mjs',
];
const CODE = /\.(ts|tsx|mts|js|jsx|mjs|cjs|mdx)$/;

/**
 * Module names Docusaurus resolves itself: its client API (`@docusaurus/Link`,
 * `@docusaurus/useDocusaurusContext`…, typed by @docusaurus/module-type-aliases),
 * the site and theme aliases, and generated data.
 */
const RESOLVED_BY_DOCUSAURUS =
  /^(@site\/|@theme(-original|-init)?\/|@generated\/|@docusaurus\/([A-Z]|use[A-Z]|router$|constants$|isInternalUrl$|renderRoutes$))/;

const IMPORT_PATTERNS = [
  // import x from 'm'; import type {X} from 'm'; export {x} from 'm'; import 'm';
  /^\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
  // import('m'), require('m'), require.resolve('m')
  /()()\b(?:import|require|require\.resolve)\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Lines of comment (`//`, `/*`, ` *`), whose examples are not imports. */
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*).*$/gm;

/** Every module specifier a source text imports, with whether only types are imported. */
export function importsOf(source) {
  const code = source.replace(COMMENT_LINE, '');
  const found = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      found.push({specifier: match[3], typeOnly: Boolean(match[2])});
    }
  }
  return found;
}

/** The package a bare specifier belongs to, or null for relative paths, built-ins and aliases. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) {
    return null;
  }
  if (RESOLVED_BY_DOCUSAURUS.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function files(entry) {
  if (!CODE.test(entry)) {
    try {
      return readdirSync(entry, {withFileTypes: true})
        .filter((child) => child.name !== 'node_modules' && !child.name.startsWith('.'))
        .flatMap((child) => files(path.join(entry, child.name)));
    } catch {
      return [];
    }
  }
  return [entry];
}

function declaredBy(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
}

/**
 * `{package, file}` for each undeclared import under `root`. A file of an npm
 * workspace (`mcp/`) must import only what that workspace's package.json
 * declares, so the package says itself what it needs.
 */
export function undeclaredImports(root = process.cwd()) {
  const rootDeclared = declaredBy(root);
  const {workspaces = []} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaceDeclared = workspaces.map((dir) => ({
    dir: path.join(root, dir) + path.sep,
    declared: declaredBy(path.join(root, dir)),
  }));
  const problems = [];
  for (const file of [...SOURCES, ...ROOT_FILES].flatMap((entry) =>
    files(path.join(root, entry)),
  )) {
    if (/\/fixtures\//.test(file)) continue;
    const declared =
      workspaceDeclared.find(({dir}) => file.startsWith(dir))?.declared ?? rootDeclared;
    for (const {specifier, typeOnly} of importsOf(readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (name === null || declared.has(name)) continue;
      // Types of a package that ships none come from @types.
      const typesPackage = `@types/${name.replace(/^@(.*)\//, '$1__')}`;
      if (typeOnly && declared.has(typesPackage)) continue;
      problems.push({package: name, file: path.relative(root, file)});
    }
  }
  return problems;
}
