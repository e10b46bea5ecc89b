import { useEffect } from 'react';

let shown = false;

/** Whether the site's first render is on screen: every later render of a page is a route change or an update. */
export const siteShown = (): boolean => shown;

/** Marks the site's first render as shown, from its layout (on every route, the not-found page's too). */
export function useMarkSiteShown(): void {
  useEffect(() => {
    shown = true;
  }, []);
}
