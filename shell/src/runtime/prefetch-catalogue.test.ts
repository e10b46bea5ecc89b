import { productQueries } from '@storefront/shared';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { QueryClient } from '@storefront/shared/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the prefetch is scheduled once per page.
async function load() {
  vi.resetModules();
  return import('./prefetch-catalogue');
}

const idle: (() => void)[] = [];
const listingKey = productQueries.search('').queryKey;
const emptyPage = {
  data: [],
  meta: { total: 0, page: 1, pageSize: 24, pageCount: 0, facets: { categories: [], priceBands: [], stock: { inStock: 0, outOfStock: 0 } } },
};

function clientWithSpy() {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, prefetch };
}

beforeEach(() => {
  idle.length = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('prefetchCatalogueWhenIdle', () => {
  it("asks for the catalogue's first page in the next idle moment, not before", async () => {
    const { prefetchCatalogueWhenIdle } = await load();
    const { client, prefetch } = clientWithSpy();
    prefetchCatalogueWhenIdle(client);
    expect(prefetch).not.toHaveBeenCalled();
    idle.splice(0).forEach((run) => run());
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([listingKey]);
  });

  it('is scheduled once a page load, however many pages are shown', async () => {
    const { prefetchCatalogueWhenIdle } = await load();
    const { client, prefetch } = clientWithSpy();
    prefetchCatalogueWhenIdle(client);
    prefetchCatalogueWhenIdle(client);
    idle.splice(0).forEach((run) => run());
    expect(idle).toEqual([]);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an old answer', 61_000, 1],
    ['a fresh answer, as on the listing the server rendered', 0, 0],
  ])('with %s in the cache, sends %i request(s)', async (_, age, requests) => {
    const { prefetchCatalogueWhenIdle } = await load();
    // The runtime of the module graph just loaded.
    const { configureTestRuntime, jsonResponse, mockApi, TEST_API } = await import('@storefront/shared/testing');
    configureTestRuntime();
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async () => jsonResponse(emptyPage));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    client.setQueryData(listingKey, emptyPage, { updatedAt: Date.now() - age });
    prefetchCatalogueWhenIdle(client);
    idle.splice(0).forEach((run) => run());
    // The request leaves after the query's own asynchronous start.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(Array(requests).fill(`${TEST_API}${API_PREFIX}/products`));
  });

  it('fetches nothing for a visitor saving data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { prefetchCatalogueWhenIdle } = await load();
    const { client, prefetch } = clientWithSpy();
    prefetchCatalogueWhenIdle(client);
    idle.splice(0).forEach((run) => run());
    expect(idle).toEqual([]);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
