import { defineConfig } from '@playwright/test';

/** The real server (make e2e-server: fresh SQLite database, sandbox on, built portal) on this port. */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '8765'}`;

export default defineConfig({
  testDir: './tests',
  // One server on one SQLite file and a 2-core machine: tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, in a fresh worker (its beforeAll again): a net for real daemons (pcscd, camera
  // agents) on a loaded 2-core machine. A real failure fails both attempts; a retried pass is listed as flaky.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // The Debian Chromium: Playwright never downloads a browser here.
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'make -C ../.. e2e-server',
    url: `${BASE_URL}/api/client-config`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
