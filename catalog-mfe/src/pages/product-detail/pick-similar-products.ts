import type { Product } from '@storefront/shared';

export const SIMILAR_COUNT = 4;

/** Other products of the same category first, topped up from other categories. */
export function pickSimilarProducts(
  products: readonly Product[],
  current: Product,
  count = SIMILAR_COUNT,
): Product[] {
  const sameCategory: Product[] = [];
  const others: Product[] = [];
  for (const product of products) {
    if (product.id === current.id) continue;
    if (product.category.name === current.category.name) sameCategory.push(product);
    else if (others.length < count) others.push(product);
    if (sameCategory.length >= count) break;
  }
  return [...sameCategory, ...others].slice(0, count);
}
