import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

// Set by the shell just before it hydrates the server's HTML; cleared once that hydration has
// committed (the first effect of useAfterHydration). Never set on the server, which has no document.
let hydrating = false;

/** The shell is about to hydrate the server's HTML: useAfterHydration starts false until that is done. */
export function hydrationStarts(): void {
  hydrating = true;
}

/**
 * Like useHydrated, but the switch to true after hydration is a transition, which React renders
 * in slices between which the browser handles input, not at once: what the browser alone knows
 * (a saved cart of ten lines, say) can be a render of hundreds of milliseconds on a phone.
 * useHydrated's switch, like every change of an external store, is rendered synchronously.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
