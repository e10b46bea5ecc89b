import { useQuery } from '@storefront/shared/query';
import type { SessionView } from '../../../../console-api';
import { apiPaths } from '../../../../paths';
import { consoleRequest, isSignedOut } from '../../../lib/console-request';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in session, or null when nobody is signed in (or the session ended). */
export async function getSession(): Promise<SessionView | null> {
  try {
    return await consoleRequest<SessionView>(apiPaths.session());
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export const sessionQuery = () => ({ queryKey: queryKeys.session, queryFn: getSession, staleTime: Infinity });

export const useSession = () => useQuery(sessionQuery());
