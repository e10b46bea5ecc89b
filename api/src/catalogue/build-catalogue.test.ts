import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/products';
import { buildCatalogue } from './build-catalogue';
import { productSchema } from './product-schema';

describe('buildCatalogue', () => {
  it('returns the seed when no count is given', () => {
    expect(buildCatalogue()).toEqual(SEED_PRODUCTS);
  });

  it('takes the first products when the count is below the seed size', () => {
    expect(buildCatalogue(5).map((product) => product.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('generates the same valid products on every call', () => {
    const first = buildCatalogue(500);
    expect(buildCatalogue(500)).toEqual(first);
    for (const product of first) productSchema.parse(product);
    expect(first.map((product) => product.id)).toEqual(
      Array.from({ length: 500 }, (_, index) => index + 1),
    );
  });

  it('cycles every category and varies names, prices, discounts and stock in generated products', () => {
    const generated = buildCatalogue(1_000).slice(SEED_PRODUCTS.length);
    expect(new Set(generated.map((product) => product.category.name)).size).toBe(10);
    expect(generated.some((product) => product.stock === 0)).toBe(true);
    expect(generated.some((product) => product.stock >= 1 && product.stock <= 5)).toBe(true);
    expect(generated.filter((product) => product.discountedPrice !== null).length).toBeGreaterThan(200);
    expect(new Set(generated.map((product) => product.price)).size).toBeGreaterThan(200);
    expect(new Set(generated.map((product) => product.name.split(' ')[0])).size).toBeGreaterThan(20);
    expect(generated.find((product) => product.category.name === 'Smart Locks')!.name).toMatch(/^\w+ (Smart Lock|Rim Lock|Glass Door Lock|Padlock|Deadbolt) \w\d+ /);
  });

  it('names 100,000 products without repeating one', () => {
    expect(new Set(buildCatalogue(100_000).map((product) => product.name)).size).toBe(100_000);
  });

  it.each([0, -1, 1.5, Number.NaN, 1_000_001])('rejects the count %s', (count) => {
    expect(() => buildCatalogue(count)).toThrow(RangeError);
  });
});
