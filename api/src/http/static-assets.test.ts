import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-support/build-test-server';

describe('static images under /public', () => {
  const app = useTestServer();

  it('serves a product image as SVG with a long cache lifetime', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/public/images/products/smart-lock-pro-1.svg',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.body).toContain('<svg');
  });

  it("lets the site's pages, another origin, embed its images, and nobody embed its JSON or its session", async () => {
    const corp = async (url: string) => (await app().inject({ method: 'GET', url })).headers['cross-origin-resource-policy'];
    expect(await corp('/public/images/placeholder.svg')).toBe('cross-origin');
    expect(await corp('/api/v1/auth/session')).toBe('same-origin');
    expect(await corp('/api/v1/policies')).toBe('same-origin');
    expect(await corp('/public/images/no-such-image.svg')).toBe('same-origin');
  });

  it('serves the placeholder image', async () => {
    const response = await app().inject({ method: 'GET', url: '/public/images/placeholder.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    '/public/images/products/no-such-product.svg',
    '/public/../package.json',
    '/public/%2e%2e/package.json',
    '/public/images/',
  ])('answers %s with 404 JSON', async (url) => {
    const response = await app().inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
