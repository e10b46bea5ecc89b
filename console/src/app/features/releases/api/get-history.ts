import type { HistoryEntry } from '@storefront/release';
import { useQuery } from '@storefront/shared/query';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { queryKeys, REFRESH_MS } from '../../../lib/query-keys';

/** A remote's history, oldest entry first, as the registry keeps it. */
export const getHistory = (folder: string) => consoleRequest<HistoryEntry[]>(apiPaths.history(folder));

export const historyQuery = (folder: string) => ({ queryKey: queryKeys.releases.history(folder), queryFn: () => getHistory(folder), staleTime: 0, refetchInterval: REFRESH_MS });

export const useHistory = (folder: string) => useQuery(historyQuery(folder));
