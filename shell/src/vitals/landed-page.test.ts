import type { Registry } from '@storefront/shared/federation';
import * as runtime from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialiseRemotes } from '../runtime/remote-versions';
import { landedPage } from './landed-page';

const ref = (version: string, reportToken?: string) => ({
  version,
  manifest: `http://cdn.test/${version}/mf-manifest.json`,
  ...(reportToken && { reportToken }),
});
const registry: Registry = {
  remotes: {
    catalog_mfe: { ...ref('2.0.0', 'token-catalog'), previous: ref('1.0.0', 'token-old') },
    // A version the site gave no token for (an override, a preview): never counted.
    content_mfe: { ...ref('5.0.0'), previous: null },
  },
};
beforeEach(() => {
  vi.spyOn(runtime, 'registerRemotes').mockImplementation(() => undefined);
  initialiseRemotes(registry, {});
});

describe('the page view a page reports on', () => {
  it('is the page it landed on, with the version it runs and its token', () => {
    expect(landedPage('/products/details/7', 1)).toEqual({
      remote: 'catalog_mfe',
      version: '2.0.0',
      token: 'token-catalog',
      pathname: '/products/details/7',
    });
  });

  it('is one of the sampled share of page views', () => {
    expect(landedPage('/products', 0.25, () => 0.2)).toMatchObject({ remote: 'catalog_mfe' });
    expect(landedPage('/products', 0.25, () => 0.25)).toBeUndefined();
    expect(landedPage('/products', 0, () => 0)).toBeUndefined();
    expect(landedPage('/products', 1, () => 0.999)).toMatchObject({ remote: 'catalog_mfe' });
  });

  it('is none on a page of no remote, or of a version without a token', () => {
    expect(landedPage('/no/such/page', 1)).toBeUndefined();
    expect(landedPage('/about-us', 1)).toBeUndefined();
  });
});
