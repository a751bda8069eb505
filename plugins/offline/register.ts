import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

import {registerWorker} from '@tapcraft/core/offline/files';

/** What counts as the reader starting to use the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
/** A reader who only reads still gets the worker, long after a first visit is measured. */
const READING_MS = 20_000;

/**
 * Registers the offline docs' worker once the page has loaded, at the
 * reader's first interaction or after a while of reading, when the browser
 * is idle: a first visit fetches and runs exactly what it did without one
 * (UPGRADING.md has the measurement). (`siteConfig.baseUrl` is the locale's.)
 */
function registerOnFirstUse() {
  const register = () => {
    // Offline, the browser could not fetch the worker (and says so in the console).
    if (!navigator.onLine) addEventListener('online', register, {once: true});
    else registerWorker(siteConfig.baseUrl).catch(() => undefined);
  };
  const onUse = () => {
    clearTimeout(timer);
    for (const type of INTERACTIONS) removeEventListener(type, onUse, true);
    if ('requestIdleCallback' in window) requestIdleCallback(register);
    else register();
  };
  for (const type of INTERACTIONS) addEventListener(type, onUse, {capture: true, passive: true});
  const timer = window.setTimeout(onUse, READING_MS);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerOnFirstUse();
  else window.addEventListener('load', registerOnFirstUse, {once: true});
}
