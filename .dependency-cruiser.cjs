/**
 * The import rules `npm test` checks (tests/unit/dependencies.test.ts): the
 * three floors of the code, no import circles, and every package declared
 * by the package.json nearest the file that imports it.
 *
 *   src/ (site)   plugins/ (build)   mcp/ (server)      never import each other
 *            \          |           /
 *             core/ (@tapcraft/core)                    imports only data
 *                   |
 *             src/data/ (@tapcraft/data)                imports nothing
 */
const floors = ['src', 'plugins', 'mcp'];
const data = '^(src/data/|node_modules/@tapcraft/data/)';
const core = '^(core/|node_modules/@tapcraft/core/)';

/** Names Docusaurus's bundler resolves: the theme and client aliases, generated data. */
const docusaurusAliases =
  '^(@theme(-original|-init)?/|@generated/|@docusaurus/([A-Z]|use[A-Z]|router$|constants$|isInternalUrl$|renderRoutes$))';

module.exports = {
  forbidden: [
    ...floors.flatMap((from) =>
      floors
        .filter((to) => to !== from)
        .map((to) => ({
          name: `${from}-not-to-${to}`,
          comment: `${from}/ and ${to}/ share code through core/ and src/data only`,
          severity: 'error',
          from: {path: `^${from}/`},
          to: {path: `^${to}/`, pathNot: data},
        })),
    ),
    {
      name: 'core-below-the-floors',
      comment: 'core/ is what the floors share: it imports data, never them',
      severity: 'error',
      from: {path: core},
      to: {path: `^(${floors.join('|')})/`, pathNot: data},
    },
    {
      name: 'data-imports-nothing',
      severity: 'error',
      from: {path: data},
      to: {pathNot: data},
    },
    {
      name: 'no-circular',
      comment: 'type-only imports count: a circle of types is still a circle',
      severity: 'error',
      from: {},
      to: {circular: true},
    },
    {
      name: 'declared-packages',
      comment: 'every package is in the package.json nearest the importing file',
      severity: 'error',
      from: {},
      to: {dependencyTypes: ['npm-no-pkg', 'npm-unknown']},
    },
    {
      name: 'resolvable',
      severity: 'error',
      from: {},
      // The MCP server's entry point runs its bundle, which a build writes (mcp/dist is not in git).
      to: {couldNotResolve: true, pathNot: [docusaurusAliases, '^\\.\\./dist/cli\\.cjs$']},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {
      path: '^(build|\\.docusaurus|\\.tmp|mcp/data|mcp/dist|node_modules/\\.cache|tests/fixtures)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    preserveSymlinks: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
