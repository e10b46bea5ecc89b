import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { listingApiQuery, listingStateFrom } from '../catalogue/listing-query';
import { apiPaths } from './api-paths';
import { policyQueries } from './policies';
import { productQueries } from './products';
import { similarProductsQuery } from './similar-products';

/** The API request a page opens on: its path under API_PREFIX, and how to fetch it into a cache. */
export interface OpeningRequest {
  apiPath: string;
  /** The query it fills: the server renders the page only once this one has its data. */
  queryKey: QueryKey;
  prefetch: (queryClient: QueryClient) => Promise<void>;
  /**
   * What else the page shows from the API, fetched with it on the server so the page's HTML is
   * whole; the page is rendered without them when they have not arrived.
   */
  extras?: readonly OpeningExtra[];
}

export interface OpeningExtra {
  queryKey: QueryKey;
  prefetch: (queryClient: QueryClient) => Promise<void>;
}

type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The data pages open on, by the name a page's contract entry gives in `opensOn`. The shell
 * starts the query while the page's code downloads; the site's server names the request in the
 * page's HTML so the browser fetches it beside the shell's script. Pages without an entry open
 * on their code alone.
 */
export const openingData = {
  // The page of products the address asks for: its path's category and its query string.
  'product-list': ({ category }: RouteParams, search: URLSearchParams) => {
    const query = listingApiQuery(listingStateFrom(category, search));
    return {
      apiPath: apiPaths.products(query),
      queryKey: productQueries.search(query).queryKey,
      prefetch: (queryClient: QueryClient) => queryClient.prefetchQuery(productQueries.search(query)),
    };
  },
  'product-detail': ({ productId }: RouteParams) =>
    productId === undefined
      ? undefined
      : {
          apiPath: apiPaths.product(productId),
          queryKey: productQueries.detail(productId).queryKey,
          prefetch: (queryClient: QueryClient) =>
            queryClient.prefetchQuery(productQueries.detail(productId)),
          extras: [
            {
              queryKey: similarProductsQuery(productId).queryKey,
              prefetch: (queryClient: QueryClient) =>
                queryClient.prefetchQuery(similarProductsQuery(productId)),
            },
          ],
        },
  // A policy is named by its `?id=`, not by its path.
  policy: (_params: RouteParams, search: URLSearchParams) => {
    const id = search.get('id');
    return id
      ? {
          apiPath: apiPaths.policy(id),
          queryKey: policyQueries.detail(id).queryKey,
          prefetch: (queryClient: QueryClient) =>
            queryClient.prefetchQuery(policyQueries.detail(id)),
        }
      : undefined;
  },
} satisfies Record<
  string,
  (params: RouteParams, search: URLSearchParams) => OpeningRequest | undefined
>;

export type OpeningDataName = keyof typeof openingData;

/** What a matched page opens on, if anything, given its address's query string. */
export function openingRequest(
  page: {
    opensOn: OpeningDataName | undefined;
    params: RouteParams;
  },
  search: string | URLSearchParams = '',
): OpeningRequest | undefined {
  return page.opensOn
    ? openingData[page.opensOn](page.params, new URLSearchParams(search))
    : undefined;
}
