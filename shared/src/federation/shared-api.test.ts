import { describe, expect, it } from 'vitest';
import { sharedImportsOf } from './read-shared-imports';
import { mergeSharedNames, missingSharedExports } from './shared-api';

describe('what a remote imports from the shared package', () => {
  it('records the run-time names per shared module, not types, not bundled modules', () => {
    const source = [
      "import { Box, type Product, useStorefront as useStore } from '@storefront/shared';",
      "import type { CartItem } from '@storefront/shared';",
      "import * as router from '@storefront/shared/router';",
      "import { supportRequestRules } from '@storefront/shared/support-request-rules';",
      "import { useState } from 'react';",
      "export { useQuery } from '@storefront/shared/query';",
      "export type { Priced } from '@storefront/shared';",
    ].join('\n');
    expect(sharedImportsOf('page.tsx', source)).toEqual({
      '@storefront/shared': ['Box', 'useStorefront'],
      '@storefront/shared/router': ['*'],
      '@storefront/shared/query': ['useQuery'],
    });
  });

  it('merges the files of a build into one sorted record', () => {
    expect(mergeSharedNames([{ '@storefront/shared': ['b', 'a'] }, { '@storefront/shared': ['a', 'c'], '@storefront/shared/query': ['useQuery'] }])).toEqual({
      '@storefront/shared': ['a', 'b', 'c'],
      '@storefront/shared/query': ['useQuery'],
    });
  });
});

describe('missingSharedExports', () => {
  const provided = { version: '1.2.0', exports: { '@storefront/shared': ['Box', 'useStorefront'], '@storefront/shared/query': ['useQuery'] } };

  it('names what the shell does not export, module by module', () => {
    expect(missingSharedExports({ '@storefront/shared': ['Box', 'loyaltyPoints'], '@storefront/shared/query': ['useQuery'] }, provided)).toEqual({
      '@storefront/shared': ['loyaltyPoints'],
    });
    expect(missingSharedExports({ '@storefront/shared/router': ['*'], '@storefront/shared/query': ['*'] }, provided)).toEqual({
      '@storefront/shared/router': ['*'],
    });
  });

  it('is not fooled by names of the object prototype', () => {
    expect(missingSharedExports({ '@storefront/shared': ['constructor', 'toString'] }, provided)).toEqual({ '@storefront/shared': ['constructor', 'toString'] });
    expect(missingSharedExports({ constructor: ['x'] }, provided)).toEqual({ constructor: ['x'] });
  });
});
