import { nodeTests } from '@storefront/tooling/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  nodeTests,
  defineConfig({
    // Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the data tests.
    test: { globalSetup: ['@storefront/platform/testing/setup'] },
  }),
);
