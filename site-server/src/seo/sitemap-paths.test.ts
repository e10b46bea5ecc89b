import { articleCards } from '@storefront/shared/articles';
import { services } from '@storefront/shared/services';
import { describe, expect, it } from 'vitest';
import { pagesSitemapPaths, productSitemapPaths, sitemapFiles } from './sitemap-paths';

const subjects = {
  categories: [
    { name: 'Smart Locks', productCount: 12 },
    { name: 'Cameras & Doorbells', productCount: 3 },
    { name: 'Retired', productCount: 0 },
  ],
  policies: [
    { id: 1, policyName: 'Privacy Policy' },
    { id: 3, policyName: 'Refund & Returns Policy' },
  ],
};

describe('pagesSitemapPaths', () => {
  it('lists every kind of page but the products once: fixed pages, categories, articles, services and policies', () => {
    const sitePaths = pagesSitemapPaths(subjects);
    expect(sitePaths).toEqual(expect.arrayContaining([
      '/',
      '/products',
      '/products/Smart%20Locks',
      '/products/Cameras%20%26%20Doorbells',
      '/articles',
      '/policy-type/privacy-policy?id=1',
      '/policy-type/refund-returns-policy?id=3',
      '/about-us',
      '/contact',
      '/customer-support',
    ]));
    for (const article of articleCards) expect(sitePaths).toContain(`/articles/${article.slug}`);
    for (const service of services) expect(sitePaths).toContain(`/service-page/${service.slug}`);
    expect(new Set(sitePaths).size).toBe(sitePaths.length);
    expect(sitePaths.length).toBe(6 + 2 + articleCards.length + services.length + 2);
  });

  it('leaves out empty categories and the private and placeholder pages', () => {
    const sitePaths = pagesSitemapPaths(subjects);
    expect(sitePaths).not.toContain('/products/Retired');
    expect(sitePaths).not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/(cart|wishlist|login|test|404)$/)]));
  });
});

describe('productSitemapPaths and sitemapFiles', () => {
  it('are each product\'s page, and the pages\' file then one file per page of ids', () => {
    expect(productSitemapPaths([7, 9])).toEqual(['/products/details/7', '/products/details/9']);
    expect(sitemapFiles(2)).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-products-2.xml']);
    expect(sitemapFiles(0)).toEqual(['/sitemap-pages.xml']);
  });
});
