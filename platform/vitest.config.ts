import { packageTests } from '@storefront/tooling/vitest';

export default packageTests(import.meta.dirname, 'node', { globalSetup: ['./src/testing/database-servers-setup.ts'], testTimeout: 60_000 });
