import { useEffect } from 'react';
import { useLocation } from '@storefront/shared/router';
import { refreshRegistryIfStale } from './remote-versions';

/** Each navigation checks (at most once a minute) whether a remote's live version changed. */
export function useRegistryRefresh(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshRegistryIfStale();
  }, [pathname]);
}
