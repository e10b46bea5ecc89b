import { packageProjects } from '@storefront/tooling/vitest';
import { defineConfig } from 'vitest/config';

// Two kinds of tests in one package: the server's, in Node against a real database, and the
// app's, React rendered in jsdom.
export default defineConfig({
  test: {
    projects: [
      ...packageProjects(import.meta.dirname, 'node', {
        name: 'console server',
        include: ['src/server/**/*.test.ts'],
        // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the data tests.
        globalSetup: ['@storefront/platform/testing/setup'],
      }),
      ...packageProjects(import.meta.dirname, 'browser', { name: 'console app', include: ['src/app/**/*.test.{ts,tsx}'] }),
    ],
  },
});
