import { SEED_PRODUCTS } from '../seed/products';
import { generateProduct } from '../seed/generated/generate-product';
import type { Product } from './product-schema';

/** The largest catalogue SEED_PRODUCTS may ask for: the size the search is built and measured for. */
export const MAX_PRODUCT_COUNT = 100_000;

/**
 * Bumped whenever generated products change, so a database seeded by an older generator is
 * written again on the next start with the same SEED_PRODUCTS.
 */
export const CATALOGUE_GENERATOR_VERSION = 2;

/**
 * Returns the catalogue the API serves. Without a count it is the hand-written seed. A smaller
 * count takes the first products; a larger one appends generated products (seed/generated/),
 * named from per-category brands, kinds and variants, with varied prices, discounts and stock.
 * Generation is deterministic so benchmarks and tests see the same data every run.
 */
export function buildCatalogue(productCount?: number): Product[] {
  if (productCount === undefined) return [...SEED_PRODUCTS];
  if (!Number.isInteger(productCount) || productCount < 1 || productCount > MAX_PRODUCT_COUNT) {
    throw new RangeError(`productCount must be an integer from 1 to ${MAX_PRODUCT_COUNT}, got ${productCount}`);
  }
  if (productCount <= SEED_PRODUCTS.length) return SEED_PRODUCTS.slice(0, productCount);

  const products = [...SEED_PRODUCTS];
  const highestSeedId = Math.max(...SEED_PRODUCTS.map((product) => product.id));
  for (let index = 0; index < productCount - SEED_PRODUCTS.length; index += 1) {
    products.push(generateProduct(index, highestSeedId + index + 1));
  }
  return products;
}
