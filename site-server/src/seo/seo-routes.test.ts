import { createServer } from '@storefront/platform';
import { describe, expect, it, vi } from 'vitest';
import { registerSeoRoutes } from './seo-routes';

const product = (id: number, category: string) => ({
  id,
  name: `Product ${id}`,
  category: { id: 1, name: category },
  images: [],
  price: 100,
  stock: 1,
});

/** An API with the products and policies given, or down when `up` says so. */
function fakeApi(products: unknown[], state = { up: true }) {
  return vi.fn(async (url: string | URL | Request) => {
    if (!state.up) throw new TypeError('fetch failed');
    const path = new URL(String(url)).pathname;
    if (path === '/api/v1/products') return Response.json({ data: products });
    if (path === '/api/v1/policies') return Response.json({ data: [{ id: 1, policyName: 'Privacy Policy' }] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

function site(fetch: ReturnType<typeof fakeApi>, clock = { now: 0 }) {
  const app = createServer();
  registerSeoRoutes(app, { apiBaseUrl: 'http://api.test', siteUrl: 'https://shop.example', fetch: fetch as typeof globalThis.fetch, now: () => clock.now, sitemapTtlMs: 1000 });
  return app;
}

describe('GET /sitemap.xml', () => {
  it('lists the API\'s products and policies as XML, cached for a short time', async () => {
    const app = site(fakeApi([product(7, 'Smart Locks')]));
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('<loc>https://shop.example/products/details/7</loc>');
    expect(response.body).toContain('<loc>https://shop.example/products/Smart%20Locks</loc>');
    expect(response.body).toContain('<loc>https://shop.example/policy-type/privacy-policy?id=1</loc>');
  });

  it('asks the API once per period however many crawlers ask, then again', async () => {
    const clock = { now: 0 };
    const api = fakeApi([product(7, 'Smart Locks')]);
    const app = site(api, clock);
    await Promise.all([1, 2, 3].map(() => app.inject({ url: '/sitemap.xml' })));
    clock.now = 999;
    await app.inject({ url: '/sitemap.xml' });
    expect(api).toHaveBeenCalledTimes(2); // products and policies, once
    clock.now = 1000;
    await app.inject({ url: '/sitemap.xml' });
    expect(api).toHaveBeenCalledTimes(4);
  });

  it('serves the last sitemap while the API is down, and an error when it never had one', async () => {
    const state = { up: true };
    const clock = { now: 0 };
    const app = site(fakeApi([product(7, 'Smart Locks')], state), clock);
    const first = await app.inject({ url: '/sitemap.xml' });
    state.up = false;
    clock.now = 5000;
    const stale = await app.inject({ url: '/sitemap.xml' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    const never = await site(fakeApi([], { up: false })).inject({ url: '/sitemap.xml' });
    expect(never.statusCode).toBe(503);
    expect(never.headers['retry-after']).toBe('60');
    expect(never.json()).toEqual({ message: 'The sitemap is not available right now.' });
  });
});

describe('GET /robots.txt', () => {
  it('is plain text naming the sitemap on the public origin', async () => {
    const response = await site(fakeApi([])).inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /cart');
  });
});
