import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shared/router';

const HEADING = 'main h1';
// A remote that has not rendered its heading by then has failed or is still loading data.
const GIVE_UP_AFTER_MS = 10_000;
// Long enough for a closing menu or side sheet to finish its exit animation.
const HOLD_FOCUS_MS = 1_500;

/** Calls `found` with the page's main heading as soon as it is in the document. */
function whenHeadingAppears(found: (heading: HTMLElement) => void): () => void {
  const existing = document.querySelector<HTMLElement>(HEADING);
  if (existing) {
    found(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * A menu or side sheet closed by the navigation hands focus back to its trigger, sometimes after
 * the heading took it. For a moment, focus going back outside the page area is undone, unless
 * the visitor pressed a key or the pointer in the meantime.
 */
function holdFocusOn(heading: HTMLElement): () => void {
  const main = document.querySelector('main');
  const refocus = (event: FocusEvent) => {
    const target = event.target as Node | null;
    if (heading.isConnected && target && !main?.contains(target)) {
      heading.focus({ preventScroll: true });
    }
  };
  const release = () => {
    document.removeEventListener('focusin', refocus, true);
    document.removeEventListener('keydown', release, true);
    document.removeEventListener('pointerdown', release, true);
    window.clearTimeout(timer);
  };
  document.addEventListener('focusin', refocus, true);
  document.addEventListener('keydown', release, true);
  document.addEventListener('pointerdown', release, true);
  const timer = window.setTimeout(release, HOLD_FOCUS_MS);
  return release;
}

/**
 * True when focus should stay where it is: the page moved it itself (a form error, a first field),
 * or the visitor used a control of the page, such as a category filter, that only changed the URL.
 * A followed link inside the page still counts as going to a new page, unless it is marked
 * `data-keeps-focus` (the listing's category links: the same listing, narrowed).
 */
function focusBelongsToPage(focusedAtNavigation: Element | null): boolean {
  const focused = document.activeElement;
  const main = document.querySelector('main');
  if (!focused || !main || focused === main || !main.contains(focused)) return false;
  return focused !== focusedAtNavigation || !focused.matches('a[href]:not([data-keeps-focus])');
}

/**
 * After a client-side route change, not the first load, focus moves to the new page's main
 * heading, so keyboard and screen-reader users start on the new content instead of the old link.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname, search } = useLocation();
  const firstPageShown = useRef(false);

  useEffect(() => {
    // A redirect during the first load (an unknown service to /404) is still the first load.
    const isFirstLoad = !firstPageShown.current;
    const focusedAtNavigation = document.activeElement;
    let releaseFocus = () => {};
    const stopWaiting = whenHeadingAppears((heading) => {
      firstPageShown.current = true;
      if (isFirstLoad || focusBelongsToPage(focusedAtNavigation)) return;
      // Focusable by script without joining the tab order.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // Scrolling is the router's job (top of a new page, the old position on Back).
      heading.focus({ preventScroll: true });
      releaseFocus = holdFocusOn(heading);
    });
    return () => {
      stopWaiting();
      releaseFocus();
    };
  }, [pathname, search]);
}
