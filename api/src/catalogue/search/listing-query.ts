import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@storefront/shared/price-bands';
import { z } from 'zod';
import { searchTextParameter, singleParameter, wholeNumberParameter } from './query-parameters';

export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** What the product listing was asked for, checked: the query string of GET /products. */
export interface ListingQuery {
  q: string;
  categories: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean | undefined;
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export const listingQuerySchema = z
  .object({
    q: searchTextParameter,
    category: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : [value].flat()).map((name) => name.trim()).filter(Boolean))
      .pipe(z.array(z.string().max(100, { error: 'category must be at most 100 characters' })).max(20, { error: 'category may be given at most 20 times' })),
    minPrice: wholeNumberParameter('minPrice', 'minPrice must be a whole number, 0 or more', 0),
    maxPrice: wholeNumberParameter('maxPrice', 'maxPrice must be a whole number, 0 or more', 0),
    inStock: singleParameter('inStock').pipe(z.enum(['true', 'false'], { error: 'inStock must be true or false' }).optional()),
    sort: singleParameter('sort').pipe(z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(', ')}` }).optional()),
    page: wholeNumberParameter('page', 'page must be a whole number, 1 or more', 1),
    pageSize: wholeNumberParameter('pageSize', `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: 'minPrice must not be above maxPrice',
  })
  .transform(
    (query): ListingQuery => ({
      q: query.q,
      categories: query.category,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStock: query.inStock === undefined ? undefined : query.inStock === 'true',
      sort: query.sort ?? 'relevance',
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    }),
  );
