// Compiles the server into one CommonJS file, dist/cli.cjs, with the site's
// search and API modules it imports (@tapcraft/core, @tapcraft/data) built in and npm
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
  plugins: [
    {
      // The workspace packages (@tapcraft/core, @tapcraft/data) are TypeScript: built in, like the rest.
      name: 'npm-packages-external',
      setup(builder) {
        builder.onResolve({filter: /^[^./]/}, ({path: specifier}) =>
          specifier.startsWith('@tapcraft/') ? undefined : {path: specifier, external: true},
        );
      },
    },
  ],
  logLevel: 'warning',
});
