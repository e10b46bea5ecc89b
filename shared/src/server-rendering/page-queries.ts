import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, isNotFoundError, type ApiErrorKind } from '../api/api-error';

/** An ApiError as JSON carries it: its own fields, its name and message spelled out. */
interface SentApiError {
  name: 'ApiError';
  message: string;
  kind: ApiErrorKind;
  status: number | undefined;
}

const isSentApiError = (value: unknown): value is SentApiError =>
  typeof value === 'object' &&
  value !== null &&
  (value as { name?: unknown }).name === 'ApiError' &&
  typeof (value as { message?: unknown }).message === 'string';

type DehydratedQuery = DehydratedState['queries'][number];

// In JSON the error is a plain object, whatever the cache's type says.
function withError(query: DehydratedQuery, error: Error | SentApiError): DehydratedQuery {
  return {
    ...query,
    state: { ...query.state, error: error as Error, fetchFailureReason: error as Error },
  };
}

/**
 * The queries a server render used, for the page's data block: what the API answered, and its
 * answer that a product or policy does not exist, which the page renders as its not-found page.
 * Other failures are left out: the browser asks again. `only` picks the page's own queries from
 * a cache that holds others too.
 */
export function dehydratePageQueries(
  queryClient: QueryClient,
  only: (queryKey: QueryKey) => boolean = () => true,
): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      only(query.queryKey) &&
      (defaultShouldDehydrateQuery(query) || isNotFoundError(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const sent: SentApiError = {
        name: 'ApiError',
        message: error.message,
        kind: error.kind,
        status: error.status,
      };
      return withError(query, sent);
    }),
  };
}

/**
 * Puts a page's data block into a query cache, its errors back as the ApiErrors pages test for.
 * A query that failed is asked again when a page mounts, and meanwhile shows as loading; an
 * answer that something does not exist is kept instead, so the page hydrates as rendered.
 */
export function hydratePageQueries(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!isSentApiError(error)) return query;
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
      return withError(query, new ApiError(error.message, error.kind, error.status));
    }),
  });
}
