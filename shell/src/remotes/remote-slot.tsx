import { useHydrated } from '@storefront/shared';
import { slotComponent, type SlotName } from '@storefront/shared/federation';
import { createElement, Suspense, use, useContext, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemotePage } from './load-remote-page';
import { RenderedSlotsContext } from './rendered-slots';

function LoadedComponent({ slot }: { slot: SlotName }) {
  const target = slotComponent(slot)!;
  return createElement(use(loadRemotePage(target, 0)).default);
}

/**
 * A place in the layout that a remote fills (federation contract, `slots`), with the shell's own
 * `fallback` wherever the remote's component is not there: while it loads, when it fails to load
 * or to render, and where the server rendered the fallback (until hydration is over, then the
 * component replaces it). Never empty, never an error for the page.
 */
export function RemoteSlot({ slot, fallback }: { slot: SlotName; fallback: ReactNode }) {
  const rendered = useContext(RenderedSlotsContext);
  const hydrated = useHydrated();
  const preloaded = rendered?.[slot];
  if (!slotComponent(slot)) return fallback;
  // Rendered by the server with its module: the same element at once, so hydration matches.
  if (preloaded)
    return <ErrorBoundary fallback={fallback}>{createElement(preloaded.default)}</ErrorBoundary>;
  if (rendered && !hydrated) return fallback;
  return (
    <ErrorBoundary
      fallback={fallback}
      onError={(error) => console.warn(`The ${slot} slot shows the shell's own version:`, error)}
    >
      <Suspense fallback={fallback}>
        <LoadedComponent slot={slot} />
      </Suspense>
    </ErrorBoundary>
  );
}
