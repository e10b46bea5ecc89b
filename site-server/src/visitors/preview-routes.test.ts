import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPreviewLinks, sameSitePath } from './preview-routes';

const app = Fastify();
beforeAll(() => registerPreviewLinks(app, { secure: true }));
afterAll(() => app.close());

describe('following a preview link', () => {
  it('keeps its token in the cookie and goes on to the home page, keeping nothing and passing the token on to nobody', async () => {
    // As long as the links pnpm release preview makes.
    const token = `${'eyJpIjoiMSIsInIiOiJjYXRhbG9nX21mZSIsInYiOiIwLjEuMC0zZjlhMGMxZDJlNGIiLCJlIjoxNzk2NzMxMjAwfQ'}.${'c'.repeat(43)}`;
    const answer = await app.inject({ url: `/preview/${token}` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']).toBe(`sf-preview=${token}; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps a marker of no token in place of anything else a link carried', async () => {
    for (const url of ['/preview/', '/preview/a/b', `/preview/${'x'.repeat(600)}`, '/preview/%3Cscript%3E']) {
      expect((await app.inject({ url })).headers['set-cookie']).toBe('sf-preview=invalid; Path=/; SameSite=Lax; HttpOnly; Secure');
    }
  });

  it('goes on to the path it names, of this site only', async () => {
    expect((await app.inject({ url: '/preview/a.b?to=%2Fproducts%3Fsort%3Dprice' })).headers.location).toBe('/products?sort=price');
    expect((await app.inject({ url: '/preview/a.b?to=https://evil.test/' })).headers.location).toBe('/');
  });

  it('ends with /preview/leave, back where the visitor was', async () => {
    const answer = await app.inject({ url: '/preview/leave?to=/cart' });
    expect(answer.headers.location).toBe('/cart');
    expect(answer.headers['set-cookie']).toBe('sf-preview=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure');
  });
});

describe('where a preview link leads', () => {
  it('is a path of this site, else the home page', () => {
    expect(sameSitePath('/products/details/7#reviews')).toBe('/products/details/7#reviews');
    for (const away of [undefined, 7, '', 'products', '//evil.test/x', '/\\evil.test', '/\t/evil.test', 'https://evil.test/', 'javascript:alert(1)', ['/cart']]) {
      expect(sameSitePath(away)).toBe('/');
    }
  });
});
