import { API_PREFIX } from '@storefront/shared/api-paths';
import type { DehydratedState } from '@storefront/shared/server-rendering';
import { configureTestRuntime, jsonResponse, mockApi } from '@storefront/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOpeningData } from './opening-data';

afterEach(() => vi.unstubAllGlobals());

const queryStates = (data: Awaited<ReturnType<typeof fetchOpeningData>>) =>
  (data.queries as DehydratedState).queries.map((query) => [query.queryKey, query.state.status]);

describe('the data a server render opens on', () => {
  it('renders a policy from its ?id= answer', async () => {
    configureTestRuntime();
    mockApi({
      [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }),
      [`${API_PREFIX}/policies/2`]: () =>
        jsonResponse({ data: { id: 2, policyName: 'Terms and Conditions', content: '[]' } }),
    });
    const data = await fetchOpeningData('/policy-type/terms-and-conditions?id=2', 1_000);
    expect(data.pageReady).toBe(true);
    expect(queryStates(data)).toContainEqual([['policies', 'detail', '2'], 'success']);
  });

  it('renders the not-found page for a product the API does not know, and carries that answer', async () => {
    configureTestRuntime();
    mockApi({ [`${API_PREFIX}/policies`]: () => jsonResponse({ data: [] }) });
    const data = await fetchOpeningData('/products/details/999', 1_000);
    expect(data.pageReady).toBe(true);
    expect(queryStates(data)).toContainEqual([['products', 'detail', '999'], 'error']);
  });

  it('leaves the page to the browser when the API fails', async () => {
    configureTestRuntime();
    mockApi({
      [`${API_PREFIX}/products/7`]: () => jsonResponse({ message: 'Down' }, 503),
      [`${API_PREFIX}/policies`]: () => jsonResponse({ message: 'Down' }, 503),
    });
    const data = await fetchOpeningData('/products/details/7', 1_000);
    expect(data.pageReady).toBe(false);
    expect(queryStates(data)).toEqual([]);
  });
});
