import { defineConfig } from '@playwright/test';

/** The e2e server (tests/e2e/global-setup.ts starts `scripts/start.ts` on this port). */
export const E2E_PORT = Number(process.env.E2E_PORT || 4410);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  forbidOnly: true,
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // recording a trace of every test costs about a third of the suite's time on CI's two cores:
    // E2E_TRACE=1 records them (kept for the failures) when a failure needs one
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
