import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from './api-paths';
import { apiRequest } from './api-request';
import { envelope } from './schemas';

/** Spec §8: the header's menus fall back to 'All Products' alone with this message. */
export const CATEGORIES_ERROR = 'Error fetching categories. Please try again.';

/** A category as GET /categories answers it, in id order. */
export const categorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z._default(z.nullable(z.string()), null),
  productCount: z.int().check(z.nonnegative()),
});
export type Category = z.infer<typeof categorySchema>;

export function fetchCategories(signal?: AbortSignal) {
  return apiRequest(apiPaths.categories(), {
    schema: envelope(z.array(categorySchema)),
    fallbackMessage: CATEGORIES_ERROR,
    signal,
  });
}

export const categoryQueries = {
  all: () => ['categories'] as const,
  list: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchCategories(signal),
    }),
};
