import { useQuery } from '@storefront/shared/query';
import type { HourlyFiguresView } from '../../../../console-api';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { queryKeys, REFRESH_MS } from '../../../lib/query-keys';

/** The chart's window. */
export const CHART_HOURS = 24;

export const getHourlyFigures = (folder: string) => consoleRequest<HourlyFiguresView>(`${apiPaths.hourlyFigures(folder)}?hours=${CHART_HOURS}`);

export const hourlyFiguresQuery = (folder: string) => ({
  queryKey: queryKeys.releases.hourlyFigures(folder),
  queryFn: () => getHourlyFigures(folder),
  staleTime: 0,
  refetchInterval: REFRESH_MS,
});

export const useHourlyFigures = (folder: string) => useQuery(hourlyFiguresQuery(folder));
