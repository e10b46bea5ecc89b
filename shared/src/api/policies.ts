import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from './api-paths';
import { apiRequest } from './api-request';
import { envelope, policySchema, policySummarySchema } from './schemas';

export const POLICIES_ERROR = 'Error fetching data.';

export function fetchPolicies(signal?: AbortSignal) {
  return apiRequest(apiPaths.policies(), {
    schema: envelope(z.array(policySummarySchema)),
    fallbackMessage: POLICIES_ERROR,
    signal,
  });
}

export function fetchPolicy(id: string, signal?: AbortSignal) {
  return apiRequest(apiPaths.policy(id), {
    schema: envelope(policySchema),
    fallbackMessage: POLICIES_ERROR,
    signal,
  });
}

export const policyQueries = {
  all: () => ['policies'] as const,
  list: () =>
    queryOptions({
      queryKey: [...policyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchPolicies(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...policyQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchPolicy(id, signal),
    }),
};
