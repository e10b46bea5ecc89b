import { packageTests } from '@storefront/tooling/vitest';

export default packageTests(import.meta.dirname, 'node', {
  include: ['create-remote/**/*.test.ts', 'dev/**/*.test.ts', 'dev-builds/**/*.test.ts', 'exposes-check/**/*.test.ts'],
});
