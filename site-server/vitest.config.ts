import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the registry tests.
    globalSetup: ['@storefront/platform/testing/setup'],
    hookTimeout: 60_000,
    // Tests start real servers, processes and databases: on a busy 2-core machine one can take
    // longer than the default 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
