import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the data tests.
    globalSetup: ['@storefront/platform/testing/setup'],
    // A migrated, seeded database per test file takes a moment on a busy machine.
    hookTimeout: 60_000,
    // Tests start real servers, processes and databases: on a busy 2-core machine one can take
    // longer than the default 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
