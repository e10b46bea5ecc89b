// @ts-check
import { defineConfig } from 'vitest/config';

// The test settings every package shares; a package's vitest.config.ts merges its own onto one.
// JavaScript, not TypeScript: Vite loads a config's imports from packages with Node itself, and
// Node 20 cannot run TypeScript. vitest.base.d.ts gives the packages' configs its types.

/** The apps and the shared package: React rendered in jsdom. */
export const browserTests = defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@storefront/shared/testing/setup'],
    // Pages and whole forms rendered in jsdom take a few seconds on a busy machine; 5 s made them flaky.
    testTimeout: 15_000,
  },
});

/** Servers and their tools: Node, with real databases, processes and servers. */
export const nodeTests = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A migrated, seeded database per test file takes a moment on a busy machine.
    hookTimeout: 60_000,
    // Tests start real servers, processes and databases: on a busy 2-core machine one can take
    // longer than the default 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
