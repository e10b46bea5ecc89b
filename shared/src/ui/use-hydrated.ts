import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

// Whether the page's hydration is over, decided once for the whole page by HydrationSwitch; null
// outside one (a part rendered on its own, as in a unit test).
const HydrationOverContext = createContext<boolean | null>(null);

/**
 * Decides, for everything inside it, when hydration is over. It starts false on the server and
 * while the browser hydrates the server's HTML, true when the browser renders the page alone. Once
 * hydration has committed it turns true in one transition, which React renders in slices between
 * which the browser handles input: what the browser alone knows (a saved cart of ten lines, say)
 * can be a render of hundreds of milliseconds on a phone. Were each part to find out for itself
 * (useSyncExternalStore), React would render all of them at once, synchronously.
 */
export function HydrationSwitch({ children }: { children: ReactNode }) {
  const renderedByBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [over, setOver] = useState(renderedByBrowser);
  useEffect(() => {
    if (!over) startTransition(() => setOver(true));
  }, [over]);
  return createElement(HydrationOverContext.Provider, { value: over }, children);
}

/**
 * False on the server and while the browser hydrates its HTML, true from then on (and from the
 * first render when the browser renders alone): what the server cannot know is rendered once
 * hydration is over, so both sides agree on the first render. Inside HydrationSwitch (every page
 * of the site, through AppProviders) the switch is its transition; outside one, a render of its own.
 */
export function useHydrated(): boolean {
  const over = useContext(HydrationOverContext);
  // Hydrating, a part is on the server's side whatever the switch says: a Suspense boundary can
  // hydrate after the switch has turned (React leaves it for a later pass), and such a part then
  // switches in a render of its own, like a part outside a switch.
  return useSyncExternalStore(
    subscribeToNothing,
    () => over ?? true,
    () => false,
  );
}

/** @deprecated Since 2.4.1 useHydrated is this hook; kept for remotes built against 2.4.0. */
export const useAfterHydration = useHydrated;

/** @deprecated Since 2.4.1 HydrationSwitch finds out for itself that it hydrates; does nothing. */
export function hydrationStarts(): void {}
