import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true from then on. Chakra's state-machine
 * widgets (accordion, tabs) hydrated from the server's HTML misbehave (an answer that never
 * finishes closing, arrow keys that move nothing): keyed on this, they are mounted afresh once
 * hydrated, with the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
