import { useHydrated } from '@storefront/shared';
import { useEffect } from 'react';

/**
 * Marks the document (`<html data-interactive>`) once React has taken the page over, by
 * hydrating the server's HTML or rendering it afresh: from then on its controls respond. A
 * server-rendered page shows before that, and a click on it would be lost, so the journeys wait
 * for this mark before they act. After hydration the mark waits for the render in which
 * `useHydrated` turns true: the widgets mounted afresh in it (shared/src/ui/widgets.tsx) would
 * forget a click made on them before, and in it the visitor's saved cart, wishlist and session
 * replace the server's empty ones. It renders nothing.
 */
export function InteractiveMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.interactive = 'true';
  }, [hydrated]);
  return null;
}
