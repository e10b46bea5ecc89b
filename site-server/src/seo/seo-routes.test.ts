import { createServer } from '@storefront/platform';
import { describe, expect, it, vi } from 'vitest';
import { registerSeoRoutes } from './seo-routes';

const CATEGORIES = [
  { id: 1, name: 'Smart Locks', slug: 'smart-locks', description: 'Locks.', productCount: 2 },
  { id: 2, name: 'Cameras & Doorbells', slug: 'cameras-doorbells', description: 'Cameras.', productCount: 0 },
];

/** An API with products 1..total, `pageSize` ids a page, or down when `state.up` says so. */
function fakeApi(total: number, { pageSize = 2, state = { up: true } } = {}) {
  return vi.fn(async (url: string | URL | Request) => {
    if (!state.up) throw new TypeError('fetch failed');
    const { pathname, searchParams } = new URL(String(url));
    if (pathname === '/api/v1/categories') return Response.json({ data: CATEGORIES });
    if (pathname === '/api/v1/policies') return Response.json({ data: [{ id: 1, policyName: 'Privacy Policy' }] });
    if (pathname === '/api/v1/product-ids') {
      const page = Number(searchParams.get('page'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * pageSize, page * pageSize);
      return Response.json({ data: ids, meta: { total, page, pageSize } });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}
type FakeApi = ReturnType<typeof fakeApi>;

function site(fetch: FakeApi, clock = { now: 0 }) {
  const app = createServer();
  registerSeoRoutes(app, { apiBaseUrl: 'http://api.test', siteUrl: 'https://shop.example', fetch: fetch as typeof globalThis.fetch, now: () => clock.now, sitemapTtlMs: 1000 });
  return app;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const apiPaths = (api: FakeApi) => api.mock.calls.map(([url]) => String(url).replace('http://api.test/api/v1', ''));

describe('GET /sitemap.xml', () => {
  it('is a sitemap index naming the pages\' file and one file per page of product ids, cached for a short time', async () => {
    const response = await site(fakeApi(5)).inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(response.body)).toEqual([
      'https://shop.example/sitemap-pages.xml',
      'https://shop.example/sitemap-products-1.xml',
      'https://shop.example/sitemap-products-2.xml',
      'https://shop.example/sitemap-products-3.xml',
    ]);
  });

  it('names no product file for an empty catalogue', async () => {
    const app = site(fakeApi(0));
    expect(locations((await app.inject({ url: '/sitemap.xml' })).body)).toEqual(['https://shop.example/sitemap-pages.xml']);
    expect((await app.inject({ url: '/sitemap-products-1.xml' })).statusCode).toBe(404);
  });

  it('asks the API once per period however many crawlers ask, then again', async () => {
    const clock = { now: 0 };
    const api = fakeApi(5);
    const app = site(api, clock);
    await Promise.all([1, 2, 3].map(() => app.inject({ url: '/sitemap.xml' })));
    clock.now = 999;
    await app.inject({ url: '/sitemap.xml' });
    // The index and the first product file share one read.
    await app.inject({ url: '/sitemap-products-1.xml' });
    expect(apiPaths(api)).toEqual(['/product-ids?page=1']);
    clock.now = 1000;
    await app.inject({ url: '/sitemap.xml' });
    expect(apiPaths(api)).toEqual(['/product-ids?page=1', '/product-ids?page=1']);
  });
});

describe('GET /sitemap-pages.xml', () => {
  it('lists the fixed pages, the categories with products and the policies, from the API', async () => {
    const response = await site(fakeApi(5)).inject({ url: '/sitemap-pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locations(response.body);
    expect(urls).toContain('https://shop.example/products/Smart%20Locks');
    expect(urls).not.toContain('https://shop.example/products/Cameras%20%26%20Doorbells');
    expect(urls).toContain('https://shop.example/policy-type/privacy-policy?id=1');
    expect(urls.some((url) => url?.includes('/products/details/'))).toBe(false);
  });
});

describe('GET /sitemap-products-{n}.xml', () => {
  it('lists the product pages of the nth page of ids, every product in exactly one file', async () => {
    const app = site(fakeApi(5));
    const files = await Promise.all([1, 2, 3].map((n) => app.inject({ url: `/sitemap-products-${n}.xml` })));
    expect(files.map((file) => file.statusCode)).toEqual([200, 200, 200]);
    expect(files[0]!.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(files.map((file) => locations(file.body))).toEqual([
      ['https://shop.example/products/details/1', 'https://shop.example/products/details/2'],
      ['https://shop.example/products/details/3', 'https://shop.example/products/details/4'],
      ['https://shop.example/products/details/5'],
    ]);
  });

  it('answers 404 past the end, or for a number the index never writes, without asking the API for it', async () => {
    const api = fakeApi(5);
    const app = site(api);
    for (const name of ['4', '0', '01', '-1', 'x', '1.5', '9999999']) {
      expect((await app.inject({ url: `/sitemap-products-${name}.xml` })).statusCode, name).toBe(404);
    }
    expect(apiPaths(api)).toEqual(['/product-ids?page=1']);
  });

  it('holds 50,000 URLs a file at 100,000 products', async () => {
    const app = site(fakeApi(100_000, { pageSize: 50_000 }));
    expect(locations((await app.inject({ url: '/sitemap.xml' })).body)).toHaveLength(3);
    const second = locations((await app.inject({ url: '/sitemap-products-2.xml' })).body);
    expect(second).toHaveLength(50_000);
    expect([second[0], second.at(-1)]).toEqual(['https://shop.example/products/details/50001', 'https://shop.example/products/details/100000']);
  });
});

describe('the sitemap while the API is down', () => {
  it.each(['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-2.xml'])('serves the last %s built, and an error when it never had one', async (url) => {
    const state = { up: true };
    const clock = { now: 0 };
    const app = site(fakeApi(5, { state }), clock);
    const first = await app.inject({ url });
    state.up = false;
    clock.now = 5000;
    const stale = await app.inject({ url });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    const never = await site(fakeApi(5, { state })).inject({ url });
    expect(never.statusCode).toBe(503);
    expect(never.headers['retry-after']).toBe('60');
    expect(never.json()).toEqual({ message: 'The sitemap is not available right now.' });
  });
});

describe('GET /robots.txt', () => {
  it('is plain text naming the sitemap index on the public origin', async () => {
    const response = await site(fakeApi(0)).inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /cart');
  });
});
