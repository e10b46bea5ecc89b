import { API_PREFIX, apiPaths } from '@storefront/shared/api-paths';
import { envelope, policySummarySchema } from '@storefront/shared/api-schemas';
import { z } from 'zod/mini';
import type { PagesSubjects } from './sitemap-paths';

/** A sitemap file holds at most this many URLs (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;

// Only what the sitemap reads of each answer.
const categoriesAnswer = envelope(z.array(z.object({ name: z.string(), productCount: z.int().check(z.nonnegative()) })));
const policiesAnswer = envelope(z.array(policySummarySchema));
const productIdsAnswer = z.object({
  data: z.array(z.int()),
  meta: z.object({
    total: z.int().check(z.nonnegative()),
    pageSize: z.int().check(z.positive(), z.maximum(URLS_PER_SITEMAP)),
  }),
});

export interface ProductIdPage {
  ids: number[];
  /** How many pages of ids the whole catalogue makes: one sitemap file each. */
  pageCount: number;
}

/** Reads the API's answers the sitemap is made of; each read throws when the API cannot answer. */
export function sitemapApi(apiBaseUrl: string, timeoutMs: number, fetchApi: typeof fetch = fetch) {
  const read = async <T>(apiPath: string, schema: z.ZodMiniType<T>): Promise<T> => {
    const response = await fetchApi(`${apiBaseUrl}${API_PREFIX}${apiPath}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`The API answered ${response.status} for ${apiPath}.`);
    return schema.parse(await response.json());
  };
  return {
    pagesSubjects: async (): Promise<PagesSubjects> => {
      const [categories, policies] = await Promise.all([read(apiPaths.categories(), categoriesAnswer), read(apiPaths.policies(), policiesAnswer)]);
      return { categories, policies };
    },
    productIdPage: async (page: number): Promise<ProductIdPage> => {
      const { data, meta } = await read(apiPaths.productIds(page), productIdsAnswer);
      return { ids: data, pageCount: Math.ceil(meta.total / meta.pageSize) };
    },
  };
}
