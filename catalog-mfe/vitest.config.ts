import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@storefront/shared/testing/setup'],
    // Pages rendered in jsdom take a few seconds on a busy machine; 5 s made them flaky.
    testTimeout: 15_000,
  },
});
