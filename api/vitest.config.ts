import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the data tests.
    globalSetup: ['@storefront/platform/testing/setup'],
    // A migrated, seeded database per test file takes a moment on a busy machine.
    hookTimeout: 60_000,
  },
});
