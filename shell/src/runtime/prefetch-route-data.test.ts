import { productQueries } from '@storefront/shared';
import { QueryClient } from '@storefront/shared/query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from './prefetch-route-data';

function prefetchedKeys(pathname: string): unknown[] {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  prefetchRouteData(client, pathname);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchRouteData', () => {
  it('starts the listing request on a listing page, with or without a category', () => {
    expect(prefetchedKeys('/products')).toEqual([productQueries.list().queryKey]);
    expect(prefetchedKeys('/products/Smart%20Locks')).toEqual([productQueries.list().queryKey]);
  });

  it("starts the product's request on a detail page", () => {
    expect(prefetchedKeys('/products/details/7')).toEqual([productQueries.detail('7').queryKey]);
  });

  it.each(['/', '/cart', '/about-us', '/login', '/wishlist'])('requests nothing on %s', (pathname) => {
    expect(prefetchedKeys(pathname)).toEqual([]);
  });
});
