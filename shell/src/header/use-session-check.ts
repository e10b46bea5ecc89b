import { ApiError, sessionQueries, useStorefront } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { useEffect } from 'react';

/**
 * The header's logged-in state comes from the server: once per page load the session cookie is
 * checked, whenever the saved hint says someone is logged in. A session ended elsewhere or
 * expired logs the visitor out here; an unreachable server changes nothing. Visitors who never
 * logged in are not asked about: a 401 on every anonymous page would be an error in every
 * browser console (and in the release's smoke render) for nothing.
 */
export function useSessionCheck(): void {
  const sessionChecked = useStorefront((state) => state.sessionChecked);
  const hinted = useStorefront((state) => state.userData !== null);
  const { data, error, dataUpdatedAt, errorUpdatedAt } = useQuery({ ...sessionQueries.current(), enabled: hinted });
  const user = data?.user;
  const ended = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (user) sessionChecked(user, dataUpdatedAt);
  }, [user, dataUpdatedAt, sessionChecked]);
  useEffect(() => {
    if (ended) sessionChecked(null, errorUpdatedAt);
  }, [ended, errorUpdatedAt, sessionChecked]);
}
