import { packageTests } from '@storefront/tooling/vitest';

export default packageTests(import.meta.dirname, 'browser');
