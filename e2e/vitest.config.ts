import { packageTests } from '@storefront/tooling/vitest';

// The unit tests of the hostile-traffic and bench tools; the journeys are Playwright's.
export default packageTests(import.meta.dirname, 'node', { include: ['hostile/**/*.test.ts', 'bench/**/*.test.ts'] });
