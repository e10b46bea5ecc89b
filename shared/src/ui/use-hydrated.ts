import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true from then on (and from the
 * first render when the browser renders alone): what the server cannot know is rendered once
 * hydration is over, so both sides agree on the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
