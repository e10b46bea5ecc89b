import { API_PREFIX } from '@storefront/shared/api-paths';
import type { DehydratedState } from '@storefront/shared/server-rendering';
import { configureTestRuntime, jsonResponse, makeProduct, makeProductPage, mockApi } from '@storefront/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpeningDataFetcher } from './opening-data';

afterEach(() => vi.unstubAllGlobals());

const queryStates = (data: Awaited<ReturnType<ReturnType<typeof createOpeningDataFetcher>>>) =>
  (data.queries as DehydratedState).queries.map((query) => [query.queryKey, query.state.status]);

describe('the data a server render opens on', () => {
  it('renders a policy from its ?id= answer', async () => {
    configureTestRuntime();
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/policies/2`]: () =>
        jsonResponse({ data: { id: 2, policyName: 'Terms and Conditions', content: '[]' } }),
    });
    const data = await createOpeningDataFetcher()('/policy-type/terms-and-conditions?id=2', 1_000);
    expect(data.pageReady).toBe(true);
    expect(data.subjectMissing).toBe(false);
    expect(queryStates(data)).toContainEqual([['policies', 'detail', '2'], 'success']);
  });

  it('renders the not-found page for a product the API does not know, and carries that answer', async () => {
    configureTestRuntime();
    mockApi({ [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }) });
    const data = await createOpeningDataFetcher()('/products/details/999', 1_000);
    expect(data.pageReady).toBe(true);
    expect(data.subjectMissing).toBe(true);
    expect(queryStates(data)).toContainEqual([['products', 'detail', '999'], 'error']);
  });

  it('leaves the page to the browser when the API fails', async () => {
    configureTestRuntime();
    mockApi({
      [`${API_PREFIX}/products/7`]: () => jsonResponse({ message: 'Down' }, 503),
      [`${API_PREFIX}/policies`]: () => jsonResponse({ message: 'Down' }, 503),
    });
    const data = await createOpeningDataFetcher()('/products/details/7', 1_000);
    expect(data.pageReady).toBe(false);
    expect(data.subjectMissing).toBe(false);
    expect(queryStates(data)).toEqual([]);
  });
});

describe('answers shared between renders', () => {
  const policy = (id: number, name: string) => () => jsonResponse({ data: { id, policyName: name, content: '[]' } });
  const TERMS = '/policy-type/terms-and-conditions?id=2';

  it('asks the API once for renders of a page close together, each carrying only its own queries', async () => {
    configureTestRuntime();
    const api = mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/policies/2`]: policy(2, 'Terms and Conditions'),
      [`${API_PREFIX}/policies/3`]: policy(3, 'Refund Policy'),
    });
    const fetchOpeningData = createOpeningDataFetcher({ freshMs: 60_000 });
    await Promise.all([fetchOpeningData(TERMS, 1_000), fetchOpeningData(TERMS, 1_000)]);
    const refund = await fetchOpeningData('/policy-type/refund-policy?id=3', 1_000);
    expect(api.mock.calls.map(([url]) => new URL(String(url)).pathname).sort()).toEqual([
      `${API_PREFIX}/policies`,
      `${API_PREFIX}/policies/2`,
      `${API_PREFIX}/policies/3`,
    ]);
    expect(queryStates(refund).map(([key]) => key)).toEqual([
      ['policies', 'list'],
      ['policies', 'detail', '3'],
    ]);
  });

  it('asks again once an answer is older than its freshness', async () => {
    configureTestRuntime();
    let name = 'Terms and Conditions';
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/policies/2`]: () => policy(2, name)(),
    });
    const fetchOpeningData = createOpeningDataFetcher({ freshMs: 0 });
    await fetchOpeningData(TERMS, 1_000);
    name = 'Terms of Sale';
    const data = await fetchOpeningData(TERMS, 1_000);
    const detail = (data.queries as DehydratedState).queries.find((query) => query.queryKey[1] === 'detail');
    expect(detail?.state.data).toMatchObject({ policyName: 'Terms of Sale' });
  });

  it('reuses neither a failure nor an answer that the page does not exist', async () => {
    configureTestRuntime();
    let answer = () => jsonResponse({ message: 'Down' }, 503);
    const api = mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/policies/2`]: () => answer(),
    });
    const fetchOpeningData = createOpeningDataFetcher({ freshMs: 60_000 });
    expect((await fetchOpeningData(TERMS, 1_000)).pageReady).toBe(false);
    answer = policy(2, 'Terms and Conditions');
    expect((await fetchOpeningData(TERMS, 1_000)).pageReady).toBe(true);
    await fetchOpeningData('/policy-type/x?id=9', 1_000);
    await fetchOpeningData('/policy-type/x?id=9', 1_000);
    expect(api.mock.calls.filter(([url]) => String(url).endsWith('/policies/9'))).toHaveLength(2);
  });
});

describe('the listing', () => {
  it('carries the page of products its address asks for, under the key the page reads', async () => {
    configureTestRuntime();
    const asked: string[] = [];
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/products`]: (url) => {
        asked.push(url.search);
        return jsonResponse(makeProductPage([makeProduct(1)], { total: 30, page: 2 }));
      },
    });
    const data = await createOpeningDataFetcher()('/products/Smart%20Locks?sort=name&page=2&utm_source=mail', 1_000);
    expect(data.pageReady).toBe(true);
    expect(asked).toEqual(['?category=Smart+Locks&sort=name&page=2']);
    expect(queryStates(data)).toContainEqual([['products', 'search', 'category=Smart+Locks&sort=name&page=2'], 'success']);
  });
});

describe('what else a page shows', () => {
  const keys = (data: Awaited<ReturnType<ReturnType<typeof createOpeningDataFetcher>>>) =>
    queryStates(data).map(([key]) => JSON.stringify(key)).sort();
  const product = (id: number, category: string) => makeProduct(id, { category: { id: category.length, name: category } });
  const catalogue = [product(1, 'Sensors'), product(7, 'Smart Locks'), product(8, 'Smart Locks'), product(9, 'Sensors')];
  // The API's page of the catalogue, of one category when asked.
  const cataloguePage = (url: URL) => {
    const category = url.searchParams.get('category');
    return jsonResponse(makeProductPage(catalogue.filter((one) => !category || one.category.name === category)));
  };

  it("carries a product's similar products, not the whole list they are picked from", async () => {
    configureTestRuntime();
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/products/7`]: () => jsonResponse({ data: product(7, 'Smart Locks') }),
      [`${API_PREFIX}/products`]: cataloguePage,
    });
    const data = await createOpeningDataFetcher()('/products/details/7', 1_000);
    expect(data.pageReady).toBe(true);
    expect(keys(data)).toEqual(['["policies","list"]', '["products","detail","7"]', '["products","similar","7"]']);
    const similar = (data.queries as DehydratedState).queries.find((query) => query.queryKey[1] === 'similar');
    expect((similar?.state.data as { id: number }[]).map(({ id }) => id)).toEqual([8, 1, 9]);
  });

  it('renders the page without them when they fail, and leaves them out of a not-found page', async () => {
    configureTestRuntime();
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/products/7`]: () => jsonResponse({ data: product(7, 'Smart Locks') }),
      [`${API_PREFIX}/products`]: () => jsonResponse({ message: 'Down' }, 503),
    });
    const fetchOpeningData = createOpeningDataFetcher();
    const failed = await fetchOpeningData('/products/details/7', 1_000);
    expect(failed.pageReady).toBe(true);
    expect(keys(failed)).toEqual(['["policies","list"]', '["products","detail","7"]']);
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/products`]: cataloguePage,
    });
    const missing = await fetchOpeningData('/products/details/99', 1_000);
    expect(missing.subjectMissing).toBe(true);
    expect(keys(missing)).toEqual(['["policies","list"]', '["products","detail","99"]']);
  });
});
