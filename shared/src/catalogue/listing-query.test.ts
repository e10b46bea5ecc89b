import { describe, expect, it } from 'vitest';
import { changeListing, DEFAULT_LISTING, listingApiQuery, listingHref, listingStateFrom } from './listing-query';

const stateOf = (address: string) => {
  const url = new URL(address, 'http://site.test');
  const category = url.pathname.split('/')[2];
  return listingStateFrom(category === undefined ? undefined : decodeURIComponent(category), url.searchParams);
};

describe('listingStateFrom', () => {
  it('reads every part of the address', () => {
    expect(stateOf('/products/Smart%20Locks?q=%20lock%20&category=Sensors&sort=price-desc&minPrice=2000&maxPrice=4999&inStock=true&page=3')).toEqual({
      q: 'lock',
      categories: ['Smart Locks', 'Sensors'],
      sort: 'price-desc',
      minPrice: 2000,
      maxPrice: 4999,
      inStock: true,
      page: 3,
    });
  });

  it('is the default listing for a bare address', () => {
    expect(stateOf('/products')).toEqual(DEFAULT_LISTING);
  });

  it('falls back to the default for what an address cannot mean, rather than asking the API for an error', () => {
    expect(stateOf('/products?sort=cheapest&page=0&minPrice=-5&maxPrice=abc&inStock=yes')).toEqual(DEFAULT_LISTING);
    expect(stateOf('/products?page=2.5').page).toBe(1);
    expect(stateOf('/products?q=%20%20').q).toBe('');
  });

  it('drops a price range whose bounds are the wrong way round', () => {
    const state = stateOf('/products?minPrice=5000&maxPrice=2000');
    expect([state.minPrice, state.maxPrice]).toEqual([undefined, undefined]);
  });

  it('reads a band as the facet form sends it without JavaScript, open-ended or not', () => {
    expect(stateOf('/products?price=2000-4999')).toMatchObject({ minPrice: 2000, maxPrice: 4999 });
    expect(stateOf('/products?price=25000-')).toMatchObject({ minPrice: 25000, maxPrice: undefined });
    expect(stateOf('/products?price=')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(stateOf('/products?price=1-2-3')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it('names each category once, the path first, whatever the case', () => {
    expect(stateOf('/products/sensors?category=Sensors&category=Smart%20Locks&category=%20').categories).toEqual(['sensors', 'Smart Locks']);
  });

  it('cuts a search to the length the API takes', () => {
    expect(stateOf(`/products?q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });

  it('reads sold-out only as well as in stock only', () => {
    expect(stateOf('/products?inStock=false').inStock).toBe(false);
  });
});

describe('listingApiQuery', () => {
  it('is empty for the default listing: the plain first page', () => {
    expect(listingApiQuery(DEFAULT_LISTING)).toBe('');
  });

  it('passes every category as a repeated parameter and leaves defaults out', () => {
    expect(listingApiQuery(stateOf('/products/Smart%20Locks?category=Sensors&sort=relevance&page=1'))).toBe('category=Smart+Locks&category=Sensors');
  });

  it('is the same for two addresses of the same listing, so they share one cached answer', () => {
    const a = stateOf('/products/Sensors?page=2&q=motion&inStock=true');
    const b = stateOf('/products?inStock=true&category=Sensors&q=%20motion&page=2');
    expect(listingApiQuery(a)).toBe(listingApiQuery(b));
    expect(listingApiQuery(a)).toBe('q=motion&category=Sensors&inStock=true&page=2');
  });
});

describe('listingHref', () => {
  it('puts the first category in the path and the rest in the query', () => {
    expect(listingHref({ ...DEFAULT_LISTING, categories: ['Gate & Curtain Automation', 'Sensors'] })).toBe(
      '/products/Gate%20%26%20Curtain%20Automation?category=Sensors',
    );
  });

  it('is /products for the default listing', () => {
    expect(listingHref(DEFAULT_LISTING)).toBe('/products');
  });

  it('reads back as the state it was made from', () => {
    const state = stateOf('/products/Smart%20Locks?q=door+lock&category=Sensors&sort=name&minPrice=0&maxPrice=1999&inStock=false&page=4');
    expect(stateOf(listingHref(state))).toEqual(state);
  });
});

describe('changeListing', () => {
  const onPage3 = { ...DEFAULT_LISTING, q: 'lock', page: 3 };

  it('starts a new filter or sort from the first page, keeping the rest', () => {
    expect(changeListing(onPage3, { sort: 'name' })).toEqual({ ...onPage3, sort: 'name', page: 1 });
    expect(changeListing(onPage3, { categories: ['Sensors'] })).toMatchObject({ q: 'lock', page: 1 });
  });

  it('keeps the filters when only the page changes', () => {
    expect(listingHref(changeListing(onPage3, { page: 4 }))).toBe('/products?q=lock&page=4');
  });
});
