import { nodeTests } from '@storefront/tooling/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  nodeTests,
  defineConfig({
    test: { globalSetup: ['./src/testing/database-servers-setup.ts'], testTimeout: 60_000 },
  }),
);
