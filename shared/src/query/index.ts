// TanStack Query, re-exported for every app (import from '@storefront/shared/query', never from
// '@tanstack/react-query'). Federation shares this module as one instance, so every page uses
// the shell's QueryClient and cache, and only these exports of the library reach the browser: a
// shared library itself cannot be tree-shaken. Add an export here before using it in an app.
export {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
