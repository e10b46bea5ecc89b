import { describe, expect, it, vi } from 'vitest';
import { createPageStatus } from './page-status';

const API = 'http://api.test';

/** An API that knows product 7 and policy 3, and answers 404 for the rest. */
function apiKnowing(found: string[]) {
  return vi.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    return found.includes(path) ? Response.json({ data: {} }) : Response.json({ message: 'Not found' }, { status: 404 });
  });
}

const statusWith = (fetch: typeof globalThis.fetch, timeoutMs?: number) => createPageStatus({ apiBaseUrl: API, fetch, timeoutMs });

describe('createPageStatus', () => {
  const api = apiKnowing(['/api/v1/products/7', '/api/v1/policies/3']);
  const status = statusWith(api as typeof fetch);

  it.each([
    ['/', ''],
    ['/products', ''],
    ['/products/Smart%20Locks', ''],
    ['/products/No%20Such%20Category', ''], // spec §4: an unknown category shows every product
    ['/about-us', ''],
    ['/cart', ''],
    ['/test', ''],
    ['/articles/smart-thermostat-guide', ''],
    ['/service-page/cctv-surveillance-system', ''],
    ['/products/details/7', ''],
    ['/policy-type/refund-policy', '?id=3'],
  ])('answers 200 for %s%s', async (pathname, search) => {
    expect(await status(pathname, search)).toEqual({ status: 200 });
  });

  it.each([
    ['/no/such/page', ''],
    ['/404', ''],
    ['/products/details/999', ''],
    ['/products/details/abc', ''],
    ['/articles/no-such-article', ''],
    ['/policy-type/refund-policy', '?id=99'],
    ['/policy-type/refund-policy', ''],
  ])('answers 404 for %s%s', async (pathname, search) => {
    expect(await status(pathname, search)).toEqual({ status: 404 });
  });

  it.each(['/service-page/no-such-service', '/service-page'])('sends %s to /404, as the page does', async (pathname) => {
    expect(await status(pathname)).toEqual({ redirect: '/404' });
  });

  it('asks the API for the product or policy of the URL, encoded', async () => {
    api.mockClear();
    await status('/products/details/a%20b');
    await status('/policy-type/x', '?id=a%2Fb');
    expect(api.mock.calls.map(([url]) => String(url))).toEqual([
      `${API}/api/v1/products/a%20b`,
      `${API}/api/v1/policies/a%2Fb`,
    ]);
  });

  it('answers 200 when the API is down, fails or is too slow, so the page shows its own state', async () => {
    const down = statusWith((async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    expect(await down('/products/details/999')).toEqual({ status: 200 });

    const failing = statusWith((async () => Response.json({ message: 'boom' }, { status: 500 })) as typeof fetch);
    expect(await failing('/policy-type/x', '?id=1')).toEqual({ status: 200 });

    const slow = statusWith(
      ((_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch,
      20,
    );
    const started = Date.now();
    expect(await slow('/products/details/999')).toEqual({ status: 200 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("takes the answer the page's server render was given, and asks the API only when there was none", async () => {
    const api = apiKnowing(['/api/v1/products/7']);
    const status = statusWith(api as typeof fetch);
    expect(await status('/products/details/999', '', Promise.resolve(true))).toEqual({ status: 404 });
    expect(await status('/products/details/7', '', Promise.resolve(false))).toEqual({ status: 200 });
    expect(await status('/policy-type/refund-policy', '?id=9', Promise.resolve(true))).toEqual({ status: 404 });
    expect(api).not.toHaveBeenCalled();
    // The render could not tell (its data missed the budget): the API is asked.
    expect(await status('/products/details/999', '', Promise.resolve(undefined))).toEqual({ status: 404 });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('needs no API for pages whose data the site holds', async () => {
    const never = vi.fn();
    const local = statusWith(never as unknown as typeof fetch);
    await local('/articles/no-such-article');
    await local('/service-page/no-such-service');
    await local('/no/such/page');
    expect(never).not.toHaveBeenCalled();
  });
});
