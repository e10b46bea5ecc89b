import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from './api-paths';
import { apiRequest } from './api-request';
import { envelope } from './schemas';

export const SUGGESTIONS_ERROR = 'Suggestions are unavailable.';

/** The API answers nothing below this many characters: the front end does not ask. */
export const SUGGESTIONS_MIN_LENGTH = 2;

const categorySuggestionSchema = z.object({
  name: z.string(),
  slug: z.string(),
  productCount: z.int(),
});

const productSuggestionSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.object({ id: z.int(), name: z.string() }),
  image: z._default(z.nullable(z.string()), null),
  price: z.number(),
  discountedPrice: z._default(z.nullable(z.number()), null),
});

/** GET /search/suggestions: at most 8 entries, categories (at most 3) first. */
export const suggestionsSchema = z.object({
  categories: z.array(categorySuggestionSchema),
  products: z.array(productSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export function fetchSuggestions(q: string, signal?: AbortSignal) {
  return apiRequest(apiPaths.searchSuggestions(q), {
    schema: envelope(suggestionsSchema),
    fallbackMessage: SUGGESTIONS_ERROR,
    signal,
  });
}

/** Keyed by the trimmed text, so "lock" and "lock " share one request. */
export const suggestionQueries = {
  all: () => ['search-suggestions'] as const,
  forText: (q: string) =>
    queryOptions({
      queryKey: [...suggestionQueries.all(), q.trim()] as const,
      queryFn: ({ signal }) => fetchSuggestions(q.trim(), signal),
      enabled: q.trim().length >= SUGGESTIONS_MIN_LENGTH,
      // A word typed again (back to "lo" after "loc") is answered from memory.
      staleTime: 60_000,
    }),
};
