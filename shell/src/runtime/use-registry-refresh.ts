import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@storefront/shared/query';
import { useLocation } from '@storefront/shared/router';
import { followReleaseOnScreen } from '../recovery/follow-release-on-screen';
import { refreshRegistryIfStale } from './remote-versions';
import { watchRegistryChanges } from './watch-registry-changes';

/** A key pressed this recently means the visitor is typing: a reload waits for the pause. */
export const TYPING_PAUSE_MS = 2_000;

/** Re-reads the registry (throttled) and moves the page on screen to a new version of its remote. */
async function refreshAndFollow(queryClient: QueryClient, lastKeyPress: { current: number }): Promise<void> {
  if (!(await refreshRegistryIfStale())) return;
  // A form being sent (login, support request) would lose its answer to a reload.
  followReleaseOnScreen(() => queryClient.isMutating() > 0 || Date.now() - lastKeyPress.current < TYPING_PAUSE_MS);
}

/**
 * Keeps an open tab on the versions the site assigns it: the registry is re-read on navigation,
 * on interaction, when the tab becomes visible and, while it is visible, on a timer; at most
 * once every 15 s whatever asks (remote-versions.ts).
 */
export function useRegistryRefresh(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const lastKeyPress = useRef(-Infinity);

  useEffect(() => {
    const noteKeyPress = () => {
      lastKeyPress.current = Date.now();
    };
    window.addEventListener('keydown', noteKeyPress, true);
    const stop = watchRegistryChanges(() => void refreshAndFollow(queryClient, lastKeyPress));
    return () => {
      window.removeEventListener('keydown', noteKeyPress, true);
      stop();
    };
  }, [queryClient]);

  useEffect(() => {
    void refreshAndFollow(queryClient, lastKeyPress);
  }, [pathname, queryClient]);
}
