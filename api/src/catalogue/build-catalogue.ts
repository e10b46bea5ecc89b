import { SEED_PRODUCTS } from '../seed/products';
import type { Product } from './product-schema';

/** Generous ceiling: 10,000 is the benchmark size; beyond this the list response gets silly. */
export const MAX_PRODUCT_COUNT = 100_000;

/**
 * Returns the catalogue the API serves. Without a count it is the hand-written seed. A smaller
 * count takes the first products; a larger one appends generated copies of the seed products
 * (so categories, images and stock levels cycle in the same proportions), each with a unique
 * id and name. Generation is deterministic so benchmarks and tests see the same data every run.
 */
export function buildCatalogue(productCount?: number): Product[] {
  if (productCount === undefined) return [...SEED_PRODUCTS];
  if (!Number.isInteger(productCount) || productCount < 1 || productCount > MAX_PRODUCT_COUNT) {
    throw new RangeError(
      `productCount must be an integer from 1 to ${MAX_PRODUCT_COUNT}, got ${productCount}`,
    );
  }
  if (productCount <= SEED_PRODUCTS.length) return SEED_PRODUCTS.slice(0, productCount);

  const products = [...SEED_PRODUCTS];
  const highestSeedId = Math.max(...SEED_PRODUCTS.map((product) => product.id));
  for (let index = SEED_PRODUCTS.length; index < productCount; index += 1) {
    products.push(generatedProduct(index, highestSeedId));
  }
  return products;
}

function generatedProduct(index: number, highestSeedId: number): Product {
  const template = SEED_PRODUCTS[index % SEED_PRODUCTS.length]!;
  const series = Math.floor(index / SEED_PRODUCTS.length) + 1;
  const generation = index - SEED_PRODUCTS.length + 1;
  return {
    ...template,
    id: highestSeedId + generation,
    name: `${template.name} Series ${series}`,
    category: { ...template.category },
    images: [...template.images],
    additionalImages: [...template.additionalImages],
    price: seriesPrice(template.price, series),
    discountedPrice: template.discountedPrice,
    features: [...template.features],
  };
}

/** Nudges each series up in price by a whole number of hundreds so prices are not all identical. */
function seriesPrice(basePrice: number, series: number): number {
  return basePrice + ((series * 7) % 10) * 100;
}
