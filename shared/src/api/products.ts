import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from './api-paths';
import { apiRequest } from './api-request';
import { envelope, productSchema } from './schemas';

export const PRODUCTS_ERROR = 'Error getting products. Please try again';
export const PRODUCT_DETAIL_ERROR = 'Error fetching product detail please try again.';

export function fetchProducts(signal?: AbortSignal) {
  return apiRequest(apiPaths.products(), {
    schema: envelope(z.array(productSchema)),
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
  list: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchProducts(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchProduct(id, signal),
    }),
};
