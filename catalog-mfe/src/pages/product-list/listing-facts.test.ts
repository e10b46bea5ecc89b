import { DEFAULT_LISTING } from '@storefront/shared/listing-query';
import { describe, expect, it } from 'vitest';
import { countLine, listingMeta } from './listing-facts';

const listing = (change: Partial<typeof DEFAULT_LISTING>) => ({ ...DEFAULT_LISTING, ...change });

describe('listingMeta', () => {
  it("indexes a category's pages and the whole listing's, each its own canonical page", () => {
    expect(listingMeta(listing({}), [])).toEqual({ title: 'All Products', description: 'Explore our smart home collection.', path: '/products' });
    expect(listingMeta(listing({ categories: ['smart locks'], page: 3 }), ['Smart Locks'])).toEqual({
      title: 'Smart Locks (page 3)',
      description: 'Explore our Smart Locks collection.',
      path: '/products/Smart%20Locks?page=3',
    });
  });

  it('points a sorted page at the same page unsorted, still indexed', () => {
    const sorted = listingMeta(listing({ sort: 'price-desc', page: 2 }), []);
    expect(sorted.path).toBe('/products?page=2');
    expect(sorted.robots).toBeUndefined();
  });

  it('keeps searches, price and stock filters and several categories out of the index, canonical to the unfiltered listing', () => {
    const noindex = (state: Partial<typeof DEFAULT_LISTING>, chosen: string[] = []) => {
      const { path, robots } = listingMeta(listing(state), chosen);
      return { path, robots };
    };
    expect(noindex({ q: 'lock', categories: ['Smart Locks'] }, ['Smart Locks'])).toEqual({ path: '/products/Smart%20Locks', robots: 'noindex,follow' });
    expect(noindex({ minPrice: 2000, maxPrice: 4999, page: 2 })).toEqual({ path: '/products', robots: 'noindex,follow' });
    expect(noindex({ inStock: true })).toEqual({ path: '/products', robots: 'noindex,follow' });
    expect(noindex({ categories: ['Sensors', 'Smart Locks'] }, ['Sensors', 'Smart Locks'])).toEqual({ path: '/products', robots: 'noindex,follow' });
  });

  it('names a search in the title', () => {
    expect(listingMeta(listing({ q: 'door lock' }), []).title).toBe('Search: door lock');
  });
});

describe('countLine', () => {
  it('says how many were found, and where when one category is chosen', () => {
    expect(countLine(30, undefined)).toBe('30 product(s) found');
    expect(countLine(1, 'Smart Locks')).toBe('1 product(s) found in Smart Locks');
  });
});
