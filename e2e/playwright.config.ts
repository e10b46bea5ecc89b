import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@storefront/release/chromium';

const SITE_PORT = Number(process.env.E2E_PORT ?? 8180);

export default defineConfig({
  testDir: './tests',
  // A PostgreSQL server for the journeys that start sites of their own.
  globalSetup: './support/database-server.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Chromium from CHROMIUM_PATH, else Debian's, else Playwright's own download.
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build served exactly as `pnpm start` serves it, on ports of its own.
    command: 'pnpm --dir .. serve',
    url: `http://localhost:${SITE_PORT}/registry.json`,
    // Serving starts before the current builds are published and made live; this line follows.
    wait: { stdout: /Storefront is running/ },
    // Its own database: a version's manifest URL is recorded with the ports of the site that
    // published it, so the journeys' site must not share a registry with a `pnpm start` on 8080.
    // Every journey sends from this one address, and that database outlives a run: the
    // per-address limits on support requests and beacon reports (tested in the API's and the
    // site's own tests) are raised out of the way.
    env: {
      PORT: String(SITE_PORT),
      DATA_DIR: path.resolve(import.meta.dirname, '../.data/e2e'),
      SUPPORT_REQUESTS_PER_HOUR: '10000',
      SUPPORT_BYTES_PER_DAY: '100000000',
      BEACON_REPORTS_PER_MINUTE: '100000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
