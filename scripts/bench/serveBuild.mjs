// A build served by Docusaurus's own server, for benches that only need
// pages and files on localhost (a stock build has no nginx configuration).
import {spawn} from 'node:child_process';
import path from 'node:path';

/**
 * Serves `buildDir` of the site in `siteDir` with `docusaurus serve` on
 * `port`. Resolves once it answers, with its origin and a `stop` function.
 *
 * @param {{buildDir: string, port: number, siteDir?: string}} options
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
export async function serveBuild({buildDir, port, siteDir = '.'}) {
  const docusaurus = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const args = ['serve', siteDir, '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1'];
  const server = spawn(process.execPath, [docusaurus, ...args, '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-server.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${origin}/`);
      return {origin, stop};
    } catch (error) {
      if (attempt > 60 || server.exitCode !== null) {
        if (server.exitCode === null) stop();
        throw new Error(`docusaurus serve of ${buildDir} did not answer on ${origin}`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
