import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows everything but the private pages and names the sitemap index', () => {
    expect(robotsTxt('https://shop.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /cart',
      'Disallow: /wishlist',
      'Disallow: /login',
      'Disallow: /test',
      '',
      'Sitemap: https://shop.example/sitemap.xml',
      '',
    ]);
  });
});
