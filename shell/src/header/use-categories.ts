import { CATEGORIES_ERROR, categoryQueries } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { useEffect } from 'react';

export interface MenuCategory {
  name: string;
  description: string | null;
}

/**
 * The catalogue's categories (GET /categories), in the API's order. While they load or when they
 * have failed there are none, and the menu shows only 'All Products' (spec §2); a failure is
 * logged with the spec's message (§8), never shown.
 */
export function useCategories(): MenuCategory[] {
  const { data, error } = useQuery({
    ...categoryQueries.list(),
    select: (categories) => categories.map(({ name, description }) => ({ name, description })),
  });
  useEffect(() => {
    if (error) console.error(CATEGORIES_ERROR, error);
  }, [error]);
  return data ?? [];
}
