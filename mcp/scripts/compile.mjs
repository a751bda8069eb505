// Compiles the server into one CommonJS file, dist/cli.cjs, with the site's
// search and API modules it imports (src/search, plugins/*) built in and npm
// packages left to node_modules: it starts without a TypeScript loader.
import path from 'node:path';
import {build} from 'esbuild';

const packageDir = path.resolve(import.meta.dirname, '..');
await build({
  entryPoints: [path.join(packageDir, 'src/cli.ts')],
  outfile: path.join(packageDir, 'dist/cli.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  logLevel: 'warning',
});
