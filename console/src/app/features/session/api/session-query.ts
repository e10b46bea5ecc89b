import { useQuery } from '@storefront/shared/query';
import type { SessionView } from '../../../../console-api';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in session, or null when nobody is signed in (or the session ended). */
export const getSession = () => consoleRequest<SessionView | null>(apiPaths.session());

export const sessionQuery = () => ({ queryKey: queryKeys.session, queryFn: getSession, staleTime: Infinity });

export const useSession = () => useQuery(sessionQuery());
