import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, isNotFoundError } from '../api/api-error';
import { dehydratePageQueries, hydratePageQueries } from './page-queries';

const quiet = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** What the browser reads from the page: the server's cache through JSON. */
async function throughThePage(
  fill: (client: QueryClient) => Promise<unknown>,
): Promise<QueryClient> {
  const server = quiet();
  await fill(server);
  const browser = quiet();
  hydratePageQueries(browser, JSON.parse(JSON.stringify(dehydratePageQueries(server))));
  return browser;
}

describe('the queries a page carries', () => {
  it('carries answers, and the answer that something does not exist as the error pages test for', async () => {
    const browser = await throughThePage(async (client) => {
      await client.prefetchQuery({ queryKey: ['product', '1'], queryFn: async () => ({ id: 1 }) });
      await client.prefetchQuery({
        queryKey: ['product', '999'],
        queryFn: () => Promise.reject(new ApiError('Not found', 'http', 404)),
      });
    });
    expect(browser.getQueryData(['product', '1'])).toEqual({ id: 1 });
    const missing = browser.getQueryState(['product', '999']);
    expect(missing?.status).toBe('error');
    expect(isNotFoundError(missing?.error)).toBe(true);
    expect(missing?.error?.message).toBe('Not found');
    // A page mounting on it shows it, rather than loading while it asks again.
    expect(browser.getQueryDefaults(['product', '999']).retryOnMount).toBe(false);
    expect(browser.getQueryDefaults(['product', '1']).retryOnMount).toBeUndefined();
  });

  it('leaves out other failures, so the browser asks again', async () => {
    const browser = await throughThePage(async (client) => {
      await client.prefetchQuery({
        queryKey: ['down'],
        queryFn: () => Promise.reject(new ApiError('Unavailable', 'http', 503)),
      });
      await client.prefetchQuery({
        queryKey: ['broken'],
        queryFn: () => Promise.reject(new Error('boom')),
      });
    });
    expect(browser.getQueryState(['down'])).toBeUndefined();
    expect(browser.getQueryState(['broken'])).toBeUndefined();
  });
});
