// npm run build: the site with Docusaurus, then two steps that only read what
// it wrote, side by side: scripts/postbuild.ts (file links, precompressed
// copies) and the MCP server's data bundle (mcp/). One after the other they
// took 1.7 s of a 10.8 s warm build; side by side, the longer of the two.
import {spawn} from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '..');

/** Runs a command in the site's folder, sharing this terminal; resolves to whether it succeeded. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: 'inherit'});
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

// Every locale by default; `npm run build -- --locale zh-Hans` builds one, for a writer's quick check.
const locale = process.argv.slice(2);
if (locale.length > 0 && (locale.length !== 2 || locale[0] !== '--locale')) {
  console.error(
    'npm run build takes only --locale <locale>. To build elsewhere: npx docusaurus build --out-dir <dir>, then npx tsx scripts/postbuild.ts <dir>.',
  );
  process.exit(1);
}

const node = process.execPath;
const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
if (!(await run(node, [docusaurus, 'build', ...locale]))) process.exit(1);
const after = await Promise.all([
  run(node, ['--import', 'tsx', 'scripts/postbuild.ts']),
  // The MCP server's data holds every locale's pages and index: one locale cannot make it.
  locale.length === 0 ? run('npm', ['run', '--silent', 'build', '-w', 'mcp']) : true,
]);
if (locale.length > 0) {
  console.log('The MCP server data (mcp/data) is left as it was: `npm run build` refreshes it.');
}
process.exit(after.every(Boolean) ? 0 : 1);
