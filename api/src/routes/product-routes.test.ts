import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productSchema, type Product } from '../catalogue/product-schema';
import { SEED_PRODUCTS } from '../seed/products';
import { useTestServer } from '../test-support/build-test-server';

const summarySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  category: z.strictObject({ id: z.number(), name: z.string() }),
  images: z.array(z.string()).length(1),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  stock: z.number(),
  shortDescription: z.string(),
});
const listResponseSchema = z.strictObject({ data: z.array(summarySchema), meta: z.looseObject({ total: z.number() }) });
const detailResponseSchema = z.strictObject({ data: productSchema });

describe('GET /api/v1/products', () => {
  const app = useTestServer();

  it('returns every seed product as its card shows it, a page at a time', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products?pageSize=100' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = listResponseSchema.parse(response.json());
    const cardOf = ({ id, name, category, images, price, discountedPrice, stock, shortDescription, description }: Product) =>
      ({ id, name, category, images: images.slice(0, 1), price, discountedPrice, stock, shortDescription: shortDescription ?? description });
    expect(body.data).toEqual(SEED_PRODUCTS.map(cardOf));
    expect(body.meta.total).toBe(SEED_PRODUCTS.length);
  });

  it('returns one product by id', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products/7' });

    expect(response.statusCode).toBe(200);
    const { data } = detailResponseSchema.parse(response.json());
    expect(data.id).toBe(7);
    expect(data.name).toBe('Smart Lock Pro');
    expect(data.images[0]).toBe('images/products/smart-lock-pro-1.svg');
  });

  it.each(['999', 'abc', '0', '-1', '1e1', '7.0'])('answers 404 JSON for id %s', async (id) => {
    const response = await app().inject({ method: 'GET', url: `/api/v1/products/${id}` });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Product not found' });
  });
});

describe('GET /api/v1/products with a generated catalogue', () => {
  const app = useTestServer({ productCount: 10_000 });

  it('serves 10,000 products, 24 to a page by default', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products' });

    expect(response.statusCode).toBe(200);
    const { data, meta } = listResponseSchema.parse(response.json());
    expect(data).toHaveLength(24);
    expect(meta.total).toBe(10_000);
  });

  it('finds a generated product by id', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/products/10000' });

    expect(response.statusCode).toBe(200);
    expect(detailResponseSchema.parse(response.json()).data.id).toBe(10_000);
  });
});
