import {defineConfig} from '@playwright/test';

import {chromiumArgs, chromiumPath} from './scripts/ensure-chromium.mjs';

const port = Number(process.env.TEST_PORT ?? 3210);
const devPort = port + 1;

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    viewport: {width: 1280, height: 800},
  },
  projects: [
    {
      name: 'production',
      testDir: 'tests/browser',
      use: {baseURL: `http://127.0.0.1:${port}`},
    },
    {
      // The same search, and the crash page, under `npm start`.
      name: 'dev',
      testDir: 'tests/browser-dev',
      use: {baseURL: `http://127.0.0.1:${devPort}`},
      timeout: 60_000,
    },
  ],
  webServer: [
    {
      // The production build behind the production nginx configuration.
      command: `node scripts/serve-prod.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus start --port ${devPort} --host 127.0.0.1 --no-open`,
      env: {TAPCRAFT_TEST_ROUTES: '1', BROWSER: 'none'},
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
