import { ApiError, sessionQueries, useStorefront } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { useEffect } from 'react';

/**
 * A visitor who logged out in another browser, or whose session expired, is logged out here too
 * once the server says so. An unreachable server changes nothing.
 */
export function useSessionCheck(): void {
  const token = useStorefront((state) => state.token);
  const logout = useStorefront((state) => state.logout);
  const { error } = useQuery({ ...sessionQueries.current(token ?? ''), enabled: token !== null });
  const ended = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (ended) logout();
  }, [ended, logout]);
}
