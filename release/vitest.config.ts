import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the registry tests.
    globalSetup: ['@storefront/platform/testing/setup'],
    hookTimeout: 60_000,
  },
});
