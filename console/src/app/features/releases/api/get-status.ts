import type { RemoteStatus } from '@storefront/release';
import { useQuery } from '@storefront/shared/query';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { queryKeys, REFRESH_MS } from '../../../lib/query-keys';

export const getStatus = () => consoleRequest<RemoteStatus[]>(apiPaths.status());

export const statusQuery = () => ({ queryKey: queryKeys.releases.status(), queryFn: getStatus, staleTime: 0, refetchInterval: REFRESH_MS });

export const useStatus = () => useQuery(statusQuery());
