import { browserTests, nodeTests } from '@storefront/tooling/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

// Two kinds of tests in one package: the server's, in Node against a real database, and the
// app's, React rendered in jsdom.
export default defineConfig({
  test: {
    projects: [
      mergeConfig(nodeTests, {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the data tests.
          globalSetup: ['@storefront/platform/testing/setup'],
          // A project inside a project is not one: the base's split by imports is made here.
          isolate: false,
        },
      }),
      mergeConfig(browserTests, { test: { name: 'app', include: ['src/app/**/*.test.{ts,tsx}'], isolate: false } }),
    ],
  },
});
