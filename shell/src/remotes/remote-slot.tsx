import { useHydrated } from '@storefront/shared';
import { slotComponent, type SlotName } from '@storefront/shared/federation';
import { createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemotePage, type PageModule } from './load-remote-page';
import { RenderedSlotsContext } from './rendered-slots';

/** Whether the visitor is using the fallback: it is then kept, never swapped under their hands. */
function inUse(area: HTMLElement | null): boolean {
  if (!area) return false;
  const field = area.querySelector('input, textarea');
  return (
    area.contains(document.activeElement) ||
    (field instanceof HTMLInputElement && field.value !== '')
  );
}

/**
 * A place in the layout that a remote fills (federation contract, `slots`), with the shell's own
 * `fallback` wherever the remote's component is not there: while it loads, when it fails to load
 * or to render, and where the server rendered the fallback (until hydration is over, then the
 * component replaces it, unless the visitor has started using the fallback). Never empty, never
 * an error for the page.
 */
export function RemoteSlot({ slot, fallback }: { slot: SlotName; fallback: ReactNode }) {
  const target = slotComponent(slot);
  const rendered = useContext(RenderedSlotsContext);
  const hydrated = useHydrated();
  const area = useRef<HTMLDivElement>(null);
  // Rendered by the server with its module: the same element at once, so hydration matches.
  const [module, setModule] = useState<PageModule | undefined>(rendered?.[slot] ?? undefined);
  const loadNow = target !== undefined && module === undefined && (!rendered || hydrated);
  useEffect(() => {
    if (!loadNow) return;
    let current = true;
    loadRemotePage(target, 0).then(
      (loaded) => {
        if (current && !inUse(area.current)) setModule(() => loaded);
      },
      (error: unknown) => console.warn(`The ${slot} slot shows the shell's own version:`, error),
    );
    return () => {
      current = false;
    };
  }, [loadNow, target, slot]);
  return (
    <div ref={area} style={{ display: 'contents' }}>
      {module ? (
        <ErrorBoundary
          fallback={fallback}
          onError={(error) =>
            console.warn(`The ${slot} slot shows the shell's own version:`, error)
          }
        >
          {createElement(module.default)}
        </ErrorBoundary>
      ) : (
        fallback
      )}
    </div>
  );
}
