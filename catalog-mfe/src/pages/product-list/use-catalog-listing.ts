import { productQueries, type Product } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { useMemo } from 'react';
import { groupByCategory, matchCategory } from './catalog-filter';

const NO_PRODUCTS: Product[] = [];

/** The product list, its categories, and the products of the category the URL asks for. */
export function useCatalogListing(requestedCategory: string | undefined) {
  const query = useQuery(productQueries.list());
  const products = query.data ?? NO_PRODUCTS;
  const groups = useMemo(() => groupByCategory(products), [products]);
  const categories = useMemo(() => [...groups.keys()], [groups]);
  const selected = matchCategory(categories, requestedCategory);
  const shown = selected ? (groups.get(selected) ?? NO_PRODUCTS) : products;
  return { query, categories, selected, shown };
}
