// Runs build/ behind the production nginx configuration (deploy/nginx.conf)
// on 127.0.0.1 for `npm run serve:prod`, the browser tests and the benches.
// Each server gets its own folder under .tmp/nginx/ (configuration, pid
// file, logs, temporary files), so one never stops or rewrites another, and
// it never outlives the process that started it.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
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

/** `ensureNginx()` for a command that cannot go on without it: stops with its message. */
export function requireNginx() {
  const nginx = ensureNginx();
  if (!nginx.ok) {
    console.error(nginx.message);
    process.exit(1);
  }
}

/**
 * deploy/nginx.conf for one local server: its port, its own state folder,
 * and the build's security headers by absolute path. As root, the workers run
 * as root too: nginx's default worker user (`nobody`) cannot read a checkout
 * in a private folder such as root's home (mode 0700).
 */
export function localNginxConfig(source, {port, stateDir, buildDir, runAsRoot, mcpPort = 0}) {
  let config = source
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`)
    .replaceAll('.tmp/nginx/', `${stateDir}/`)
    .replace('include ../build/_nginx/', `include ${buildDir}/_nginx/`)
    .replace(/^(\s*)root build;/m, `$1root ${buildDir};`);
  // A test's MCP server listens on a port of its own.
  if (mcpPort) {
    config = config.replace(
      /proxy_pass http:\/\/127\.0\.0\.1:\d+;/,
      `proxy_pass http://127.0.0.1:${mcpPort};`,
    );
  }
  return runAsRoot ? `user root;\n${config}` : config;
}

function stopStale(stateDir) {
  const pidFile = path.join(stateDir, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const command = `/proc/${pid}/cmdline`;
  // Only an nginx master: the number may belong to another process by now.
  if (existsSync(command) && readFileSync(command, 'utf8').startsWith('nginx')) {
    process.kill(pid, 'SIGQUIT');
  }
  rmSync(pidFile, {force: true});
}

/**
 * Starts nginx in the foreground on `port`, in `.tmp/nginx/<name>-<port>/`,
 * serving `buildDir` (build/ unless given). nginx runs under a small shell
 * that holds the other end of a pipe from this process: when this process
 * ends, however it ends, the pipe closes and the shell stops nginx. Resolves
 * once the port answers. A non-zero `mcpPort` points /mcp at a docs MCP server there.
 */
export async function startNginx({port, name, buildDir = 'build', stdio = 'inherit', mcpPort = 0}) {
  const root = process.cwd();
  const stateDir = path.resolve(root, '.tmp/nginx', `${name}-${port}`);
  mkdirSync(stateDir, {recursive: true});
  stopStale(stateDir);
  const config = path.join(stateDir, 'nginx.conf');
  writeFileSync(
    config,
    localNginxConfig(readFileSync('deploy/nginx.conf', 'utf8'), {
      port,
      stateDir,
      buildDir: path.resolve(root, buildDir),
      runAsRoot: process.getuid?.() === 0,
      mcpPort,
    }),
  );
  const check = spawnSync('nginx', ['-t', '-q', '-p', root, '-c', config], {encoding: 'utf8'});
  if (check.status !== 0) {
    throw new Error(`nginx refused ${config}:\n${check.stderr}`);
  }
  const lifeline =
    'nginx -p "$1" -c "$2" -g "daemon off;" & n=$!\n' +
    "trap 'kill -QUIT $n; wait $n; exit 0' TERM INT\n" +
    'while read -r _; do :; done\n' +
    'kill -QUIT $n; wait $n';
  const shell = spawn('sh', ['-c', lifeline, 'nginx-lifeline', root, config], {
    stdio: ['pipe', stdio, stdio],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => shell.on('exit', resolve));
  const stop = async () => {
    shell.stdin.end();
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (shell.exitCode !== null) throw new Error(`nginx exited (see ${stateDir}/error.log)`);
    try {
      await fetch(`${origin}/`, {method: 'HEAD'});
      return {origin, stop, exited};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${origin}`);
}
