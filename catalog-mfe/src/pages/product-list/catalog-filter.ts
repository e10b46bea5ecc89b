import type { Product } from '@storefront/shared';

/**
 * Products by category name, categories in the order they first appear. Built once per product
 * list, so switching category is a lookup, not a pass over a large catalogue.
 */
export function groupByCategory(products: readonly Product[]): Map<string, Product[]> {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.category.name);
    if (group) group.push(product);
    else groups.set(product.category.name, [product]);
  }
  return groups;
}

/**
 * The category a URL names, matched case-insensitively (the router has already URL-decoded it);
 * undefined, meaning all products, when it names none.
 */
export function matchCategory(
  categories: Iterable<string>,
  requested: string | undefined,
): string | undefined {
  const wanted = requested?.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const category of categories) {
    if (category.toLowerCase() === wanted) return category;
  }
  return undefined;
}

export function countLine(count: number, category: string | undefined): string {
  return `${count} product(s) found${category ? ` in ${category}` : ''}`;
}
