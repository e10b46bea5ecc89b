import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from './vitest.base.js';

export default mergeConfig(
  nodeTests,
  defineConfig({ test: { include: ['create-remote/**/*.test.ts', 'dev/**/*.test.ts', 'dev-builds/**/*.test.ts', 'exposes-check/**/*.test.ts', 'unit-tests/**/*.test.ts'] } }),
);
