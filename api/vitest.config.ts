import { packageTests } from '@storefront/tooling/vitest';

// Starts the embedded PostgreSQL server (and names TEST_DATABASE_URL's) for the data tests.
export default packageTests(import.meta.dirname, 'node', { globalSetup: ['@storefront/platform/testing/setup'] });
