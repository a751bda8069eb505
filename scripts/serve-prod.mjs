// npm run serve:prod: serves build/ with the production nginx configuration
// (deploy/nginx.conf) on 127.0.0.1, until stopped. Port: --port N or 8080.
// Installs nginx with apt-get when it is missing and we are root.
import {existsSync} from 'node:fs';

import {requireNginx, startNginx} from './nginx.mjs';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 8080;
if (!existsSync('build/_nginx/security-headers.conf')) {
  console.error('No production build: run "npm run build" first.');
  process.exit(1);
}
requireNginx();
const server = await startNginx({port, name: 'serve'});
console.log(`Serving build/ with nginx at ${server.origin}/`);
let stopping = false;
function stop() {
  stopping = true;
  void server.stop().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started by a test runner that was killed: stop with it instead of serving on.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 1000);
void server.exited.then(() => stopping || process.exit(1));
