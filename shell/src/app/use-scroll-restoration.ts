import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@storefront/shared/router';
import { recallPosition, rememberPosition, storePositions } from './scroll-positions';

// A page that comes back from Back is often still loading its data; wait this long at most for
// it to grow tall enough to scroll to where the visitor was.
const WAIT_FOR_CONTENT_MS = 2_000;

function maxScrollY(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

/** Scrolls to `y` now, or once the page has grown tall enough, unless the visitor scrolls first. */
function scrollWhenReachable(y: number): () => void {
  window.scrollTo(0, y);
  if (maxScrollY() >= y) return () => {};
  const observer = new ResizeObserver(() => {
    if (maxScrollY() < y) return;
    window.scrollTo(0, y);
    stop();
  });
  const timer = window.setTimeout(stop, WAIT_FOR_CONTENT_MS);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    userEvents.forEach((type) => window.removeEventListener(type, stop, true));
  }
  observer.observe(document.body);
  userEvents.forEach((type) => window.addEventListener(type, stop, true));
  return stop;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return Boolean(target);
}

/**
 * What a multi-page site does on its own: a new page starts at its top (or at its #anchor), and
 * Back or Forward returns to where the visitor was on that page, also after a reload.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser's own restoration would jump before the page it belongs to has rendered.
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', storePositions);
    };
  }, []);

  // Tracked while the visitor scrolls, so the position is known before the next page replaces
  // this one (by then the document may already be shorter and the browser clamps the scroll).
  useLayoutEffect(() => {
    const remember = () => rememberPosition(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = recallPosition(key);
    if (navigationType === 'POP' && saved !== undefined) return scrollWhenReachable(saved);
    if (scrollToHash(hash)) return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [key, hash, navigationType]);
}
