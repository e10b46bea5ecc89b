import { API_PREFIX, productQueries } from '@storefront/shared';
import { openingRequestPath } from '@storefront/shared/api-paths';
import { QueryClient } from '@storefront/shared/query';
import { matchRoute } from '@storefront/shared/router';
import { configureTestRuntime, jsonResponse, mockApi, TEST_API } from '@storefront/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { routedPages } from '../remotes/remote-modules';
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
    // The same key as the page's own query, which reads the id decoded.
    expect(prefetchedKeys('/products/details/a%20b')).toEqual([productQueries.detail('a b').queryKey]);
  });

  it.each(['/', '/cart', '/about-us', '/login', '/wishlist'])('requests nothing on %s', (pathname) => {
    expect(prefetchedKeys(pathname)).toEqual([]);
  });
});

describe('prefetchRouteData and the HTML', () => {
  // The site's server preloads openingRequestPath's address from the page's HTML; the browser
  // reuses that response only if the shell then asks for exactly the same address.
  it.each(['/products', '/products/Smart%20Locks', '/products/details/7', '/products/details/a%20b', '/', '/cart'])(
    'asks on %s for what the server preloads',
    (pathname) => {
      configureTestRuntime();
      const fetchMock = mockApi({});
      fetchMock.mockImplementation(async () => jsonResponse({ data: [] }));
      prefetchRouteData(new QueryClient(), pathname);

      const page = routedPages.find((candidate) => matchRoute(candidate.path, pathname));
      const preloaded = page && openingRequestPath(page.module, matchRoute(page.path, pathname)!);
      const requested = fetchMock.mock.calls.map(([input]) => String(input));
      expect(requested).toEqual(preloaded ? [`${TEST_API}${API_PREFIX}${preloaded}`] : []);
    },
  );
});
