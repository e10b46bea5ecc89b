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

  it('cycles every category and keeps out-of-stock items in generated products', () => {
    const generated = buildCatalogue(1_000).slice(SEED_PRODUCTS.length);
    expect(new Set(generated.map((product) => product.category.name)).size).toBe(10);
    expect(generated.some((product) => product.stock === 0)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN, 1_000_001])('rejects the count %s', (count) => {
    expect(() => buildCatalogue(count)).toThrow(RangeError);
  });
});
