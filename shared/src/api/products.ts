import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from './api-paths';
import { apiRequest } from './api-request';
import { envelope, productPageSchema, productSchema } from './schemas';

export const PRODUCTS_ERROR = 'Error getting products. Please try again';
export const PRODUCT_DETAIL_ERROR = 'Error fetching product detail please try again.';

/** A page of the catalogue for a listing's query string (listing-query.ts makes it). */
export function fetchProductPage(query: string, signal?: AbortSignal) {
  return apiRequest(apiPaths.products(query), {
    schema: productPageSchema,
    fallbackMessage: PRODUCTS_ERROR,
    signal,
  });
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiRequest(apiPaths.product(id), {
    schema: envelope(productSchema),
    fallbackMessage: PRODUCT_DETAIL_ERROR,
    signal,
  });
}

/** Keys per id, so one product's page never shows another's cached data. */
export const productQueries = {
  all: () => ['products'] as const,
  /** Every cached page of the catalogue: `getQueriesData({ queryKey: productQueries.searches() })`. */
  searches: () => [...productQueries.all(), 'search'] as const,
  /**
   * A page of the catalogue by its normalised query string. A new choice keeps the page it
   * replaces on screen until its own answer arrives, rather than blanking the grid.
   */
  search: (query: string) =>
    queryOptions({
      queryKey: [...productQueries.searches(), query] as const,
      queryFn: ({ signal }) => fetchProductPage(query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchProduct(id, signal),
    }),
};
