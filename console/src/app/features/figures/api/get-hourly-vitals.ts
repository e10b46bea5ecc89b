import { useQuery } from '@storefront/shared/query';
import type { HourlyVitalsView } from '../../../../console-api';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { queryKeys, REFRESH_MS } from '../../../lib/query-keys';
import { CHART_HOURS } from './get-hourly-figures';

export const getHourlyVitals = (folder: string) => consoleRequest<HourlyVitalsView>(`${apiPaths.hourlyVitals(folder)}?hours=${CHART_HOURS}`);

export const hourlyVitalsQuery = (folder: string) => ({
  queryKey: queryKeys.releases.hourlyVitals(folder),
  queryFn: () => getHourlyVitals(folder),
  staleTime: 0,
  refetchInterval: REFRESH_MS,
});

export const useHourlyVitals = (folder: string) => useQuery(hourlyVitalsQuery(folder));
