import { browserTests } from '@storefront/tooling/vitest';

export default browserTests;
