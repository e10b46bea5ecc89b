import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { productQueries } from './products';
import type { Product } from './schemas';

/** How many other products a product's page shows. */
export const SIMILAR_COUNT = 4;

/** Other products of the same category as `productId` first, topped up from other categories. */
export function pickSimilarProducts(products: readonly Product[], productId: string, count = SIMILAR_COUNT): Product[] {
  const category = products.find((product) => String(product.id) === productId)?.category.name;
  const sameCategory: Product[] = [];
  const others: Product[] = [];
  for (const product of products) {
    if (String(product.id) === productId) continue;
    if (product.category.name === category) sameCategory.push(product);
    else if (others.length < count) others.push(product);
    if (sameCategory.length >= count) break;
  }
  return [...sameCategory, ...others].slice(0, count);
}

/**
 * The products a product's page shows below its details, picked from the catalogue list. An
 * entry of its own, so a page the server renders carries the four it shows rather than the
 * whole list; in the browser the list itself stays shared with the listing.
 */
export function similarProductsQuery(productId: string) {
  return queryOptions({
    queryKey: [...productQueries.all(), 'similar', productId] as const,
    queryFn: async ({ client }) => pickSimilarProducts(await client.fetchQuery(productQueries.list()), productId),
    // The list's own query has retried already.
    retry: false,
  });
}

/**
 * The similar products of `productId`: from the server's page, from the list when the browser
 * already has it (coming from the listing they show at once, with no placeholder in between),
 * or fetched with the list.
 */
export function useSimilarProducts(productId: string) {
  const queryClient = useQueryClient();
  const listKey = productQueries.list().queryKey;
  return useQuery({
    ...similarProductsQuery(productId),
    initialData: () => {
      const list = queryClient.getQueryData(listKey);
      return list && pickSimilarProducts(list, productId);
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
  });
}
