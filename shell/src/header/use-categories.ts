import { productQueries } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';

export interface MenuCategory {
  name: string;
  description: string | null;
}

/**
 * Distinct category names from the product list, in the order they first appear. While the list
 * loads or has failed there are none, and the menu shows only 'All Products' (spec §2).
 */
export function useCategories(): MenuCategory[] {
  const { data } = useQuery({
    ...productQueries.list(),
    select: (products) => {
      const seen = new Map<string, MenuCategory>();
      for (const product of products) {
        if (!seen.has(product.category.name)) {
          seen.set(product.category.name, {
            name: product.category.name,
            description: product.shortDescription ?? product.description,
          });
        }
      }
      return [...seen.values()];
    },
  });
  return data ?? [];
}
