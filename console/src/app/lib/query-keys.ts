import type { QueryClient } from '@storefront/shared/query';

// Every query key of the app, from one factory: invalidating `releases.all` reads every release
// query again.

export const queryKeys = {
  session: ['session'] as const,
  releases: {
    all: ['releases'] as const,
    status: () => [...queryKeys.releases.all, 'status'] as const,
    history: (folder: string) => [...queryKeys.releases.all, folder, 'history'] as const,
    hourlyFigures: (folder: string) => [...queryKeys.releases.all, folder, 'hourly-figures'] as const,
    hourlyVitals: (folder: string) => [...queryKeys.releases.all, folder, 'hourly-vitals'] as const,
  },
};

/** Releases are read again this often while the console is open: a canary can end by itself at any time. */
export const REFRESH_MS = 15_000;

/** Nothing read under one session's token may show under another's: on signing in or out. */
export function forgetAllButSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
}
