import { PRICE_BANDS } from '@storefront/shared/price-bands';
import { expect, it } from 'vitest';
import { forEachDatabaseServer, freshTestDatabase } from '../../test-support/test-database';
import { LISTING_SORTS, listingQuerySchema } from './listing-query';
import { listProducts } from './product-listing';

const PRODUCT_COUNT = 1_000;

forEachDatabaseServer('The product listing over a 1,000-product catalogue', (server) => {
  const database = freshTestDatabase(() => server, { productCount: PRODUCT_COUNT });
  const list = (query: Partial<Record<string, string | string[]>>) => listProducts(database().db, listingQuerySchema.parse(query));

  it.each(LISTING_SORTS)('pages through every product exactly once when sorted by %s', async (sort) => {
    const ids: number[] = [];
    const first = await list({ sort, pageSize: '100' });
    expect(first.meta.pageCount).toBe(10);
    for (let page = 1; page <= first.meta.pageCount; page += 1) {
      const { data } = await list({ sort, pageSize: '100', page: String(page) });
      ids.push(...data.map((product) => product.id));
    }
    expect(ids).toHaveLength(PRODUCT_COUNT);
    expect(new Set(ids).size).toBe(PRODUCT_COUNT);
    expect((await list({ sort, pageSize: '100', page: '11' })).data).toEqual([]);
  });

  it('pages through the results of a search exactly once, in relevance order', async () => {
    const first = await list({ q: 'lock', pageSize: '7' });
    const ids: number[] = [];
    for (let page = 1; page <= first.meta.pageCount; page += 1) {
      ids.push(...(await list({ q: 'lock', pageSize: '7', page: String(page) })).data.map((product) => product.id));
    }
    expect(ids).toHaveLength(first.meta.total);
    expect(new Set(ids).size).toBe(first.meta.total);
  });

  it('orders by the price a visitor pays, the newest, and the name', async () => {
    const paid = (product: { price: number; discountedPrice: number | null }) => product.price - (product.discountedPrice ?? 0);
    const ascending = (await list({ sort: 'price-asc', pageSize: '100' })).data.map(paid);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list({ sort: 'price-desc', pageSize: '100' })).data.map(paid);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const names = (await list({ sort: 'name', pageSize: '100' })).data.map((product) => product.name);
    expect(names[0]! <= names[99]!).toBe(true);
  });

  it('counts each category as the total that choosing it gives, whatever else is chosen', async () => {
    for (const filters of [{}, { q: 'smart' }, { inStock: 'true', minPrice: '2000' }, { category: 'sensors' }]) {
      const { meta } = await list(filters);
      for (const facet of meta.facets.categories) {
        const chosen = await list({ ...filters, category: facet.name });
        expect(chosen.meta.total, `${facet.name} with ${JSON.stringify(filters)}`).toBe(facet.count);
      }
    }
  });

  it('counts each price band and stock state as the total that choosing it gives', async () => {
    for (const filters of [{}, { q: 'camera' }, { category: ['smart-locks', 'Sensors'] }]) {
      const { meta } = await list({ ...filters, minPrice: '1000', maxPrice: '1999', inStock: 'false' });
      for (const band of meta.facets.priceBands) {
        const range = band.max === null ? { minPrice: String(band.min) } : { minPrice: String(band.min), maxPrice: String(band.max - 1) };
        expect((await list({ ...filters, ...range, inStock: 'false' })).meta.total).toBe(band.count);
      }
      const { stock } = meta.facets;
      expect((await list({ ...filters, minPrice: '1000', maxPrice: '1999', inStock: 'true' })).meta.total).toBe(stock.inStock);
      expect((await list({ ...filters, minPrice: '1000', maxPrice: '1999', inStock: 'false' })).meta.total).toBe(stock.outOfStock);
    }
    expect((await list({})).meta.facets.priceBands.map(({ min, max }) => ({ min, max }))).toEqual(PRICE_BANDS);
  });

  it('lists every category in id order, marking the chosen ones by name or slug, and ignores unknown ones', async () => {
    const { meta } = await list({ category: ['SMART LOCKS', 'sensors', 'no-such-category'] });
    expect(meta.facets.categories).toHaveLength(10);
    expect(meta.facets.categories.filter((facet) => facet.selected).map((facet) => facet.slug)).toEqual(['smart-locks', 'sensors']);
    const unknown = await list({ category: 'no-such-category' });
    expect(unknown.meta.total).toBe(PRODUCT_COUNT);
    expect(unknown.meta.facets.categories.some((facet) => facet.selected)).toBe(false);
  });
});
