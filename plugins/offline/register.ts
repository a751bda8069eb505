import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

import {registerWorker} from '@tapcraft/core/offline/files';

/**
 * Registers the offline docs' worker once the page has loaded and the
 * browser is idle, so that a first visit fetches and runs what it did
 * without one. (`siteConfig.baseUrl` is the locale's.)
 */
function registerWhenIdle() {
  const register = () => {
    registerWorker(siteConfig.baseUrl).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(register);
  else setTimeout(register, 1000);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, {once: true});
}
