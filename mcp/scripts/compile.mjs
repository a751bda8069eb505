// Compiles the server into one CommonJS file, dist/cli.cjs, with the
// workspace packages it imports (@tapcraft/core and @tapcraft/data, which are
// TypeScript) built in and npm packages left to node_modules: it starts
// without a TypeScript loader.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

const packageDir = path.resolve(import.meta.dirname, '..');
const {dependencies} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const npmPackages = Object.keys(dependencies).filter((name) => !name.startsWith('@tapcraft/'));
await build({
  entryPoints: [path.join(packageDir, 'src/cli.ts')],
  outfile: path.join(packageDir, 'dist/cli.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
