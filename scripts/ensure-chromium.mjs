// Browser tests use Debian's Chromium. Install it when missing and we may
// (root with apt-get); otherwise explain how. Never downloads a browser build.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium on a machine with no outside network: the tests' and the benches'. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Installs Debian packages when we may (root with apt-get). */
export function aptInstall(packages) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    return false;
  }
  console.log(`Installing ${packages.join(', ')} with apt-get...`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  const update = spawnSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  if (update.status !== 0) {
    return false;
  }
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
  return install.status === 0;
}

export function ensureChromium() {
  if (existsSync(chromiumPath) || (aptInstall(['chromium']) && existsSync(chromiumPath))) {
    return {ok: true};
  }
  return {
    ok: false,
    message: `Chromium not found at ${chromiumPath}. Install it with "sudo apt-get install chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  };
}
