// npm run serve:prod — serves build/ with the production nginx configuration
// (deploy/nginx.conf) on 127.0.0.1, in the foreground. Port: --port N or 8080.
// Installs nginx with apt-get when it is missing and we are root.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {aptInstall} from './ensure-chromium.mjs';

const NGINX_PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-static'];

export function ensureNginx() {
  const hasBrotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  if ((existsSync('/usr/sbin/nginx') && hasBrotli) || aptInstall(NGINX_PACKAGES)) {
    return {ok: true};
  }
  return {
    ok: false,
    message: `nginx with the brotli static module is missing. Install it: sudo apt-get install ${NGINX_PACKAGES.join(' ')}`,
  };
}

/** deploy/nginx.conf with its listen address changed to `port`, written under .tmp/. */
export function nginxConfig(port) {
  const source = readFileSync('deploy/nginx.conf', 'utf8');
  const config = source
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`)
    .replace('include ../build/_nginx/', `include ${path.resolve('build/_nginx')}/`);
  mkdirSync('.tmp/nginx', {recursive: true});
  const file = path.resolve('.tmp/nginx/nginx.conf');
  writeFileSync(file, config);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portArg = process.argv.indexOf('--port');
  const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 8080;
  if (!existsSync('build/_nginx/security-headers.conf')) {
    console.error('No production build: run "npm run build" first.');
    process.exit(1);
  }
  const nginx = ensureNginx();
  if (!nginx.ok) {
    console.error(nginx.message);
    process.exit(1);
  }
  const config = nginxConfig(port);
  const test = spawnSync('nginx', ['-t', '-p', process.cwd(), '-c', config], {encoding: 'utf8'});
  if (test.status !== 0) {
    console.error(test.stderr);
    process.exit(1);
  }
  console.log(`Serving build/ with nginx at http://127.0.0.1:${port}/`);
  const server = spawn('nginx', ['-p', process.cwd(), '-c', config, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill('SIGQUIT'));
  }
  server.on('exit', (code) => process.exit(code ?? 0));
}
