import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-support/build-test-server';

describe('GET /api/v1/products refuses what it cannot answer', () => {
  const app = useTestServer();
  const get = (query: string) => app().inject({ method: 'GET', url: `/api/v1/products?${query}` });

  it.each([
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=a&q=b', 'q must be given once'],
    ['sort=cheapest', 'sort must be one of relevance, price-asc, price-desc, newest, name'],
    ['minPrice=abc', 'minPrice must be a whole number, 0 or more'],
    ['minPrice=-1', 'minPrice must be a whole number, 0 or more'],
    ['maxPrice=1.5', 'maxPrice must be a whole number, 0 or more'],
    ['maxPrice=1e3', 'maxPrice must be a whole number, 0 or more'],
    ['minPrice=500&maxPrice=100', 'minPrice must not be above maxPrice'],
    ['inStock=yes', 'inStock must be true or false'],
    ['page=0', 'page must be a whole number, 1 or more'],
    ['page=two', 'page must be a whole number, 1 or more'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    [`category=${'x'.repeat(101)}`, 'category must be at most 100 characters'],
  ])('%s → 400 naming the parameter', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes a search of exactly 200 characters, blank values as absent and a page past the end as empty', async () => {
    expect((await get(`q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    const blank = await get('q=&minPrice=&sort=&page=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().meta).toMatchObject({ total: 30, page: 1, pageSize: 24, pageCount: 2 });
    const past = await get('page=99');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { total: 30, page: 99 } });
  });
});

describe('GET /api/v1/categories, /search/suggestions and /product-ids', () => {
  const app = useTestServer();
  const get = (url: string) => app().inject({ method: 'GET', url: `/api/v1${url}` });

  it('lists the ten categories in id order with slug, description and product count', async () => {
    const { data } = (await get('/categories')).json();
    expect(data).toHaveLength(10);
    expect(data.map((category: { id: number }) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data[2]).toEqual({ id: 3, name: 'Smart Locks', slug: 'smart-locks', description: expect.stringMatching(/\w+ \w+/), productCount: 3 });
    expect(data[8].slug).toBe('gate-curtain-automation');
    expect(data.reduce((sum: number, category: { productCount: number }) => sum + category.productCount, 0)).toBe(30);
  });

  it('suggests for a prefix and refuses a search over 200 characters', async () => {
    const { data } = (await get('/search/suggestions?q=smart%20lo')).json();
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.categories.length + data.products.length).toBeLessThanOrEqual(8);
    expect((await get(`/search/suggestions?q=${'a'.repeat(201)}`)).json()).toEqual({ message: 'q must be at most 200 characters' });
  });

  it('pages every product id, 50,000 to a page', async () => {
    expect((await get('/product-ids')).json()).toEqual({ data: Array.from({ length: 30 }, (_, index) => index + 1), meta: { total: 30, page: 1, pageSize: 50_000 } });
    expect((await get('/product-ids?page=2')).json()).toEqual({ data: [], meta: { total: 30, page: 2, pageSize: 50_000 } });
    expect((await get('/product-ids?page=0')).statusCode).toBe(400);
  });
});
