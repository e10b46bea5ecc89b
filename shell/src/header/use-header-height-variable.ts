import { BELOW_SITE_HEADER_ATTRIBUTE, SITE_HEADER_HEIGHT_VARIABLE } from '@storefront/shared';
import { useEffect, type RefObject } from 'react';

/** The style element that carries the header's height; one per header. */
export const HEADER_HEIGHT_STYLE_ATTRIBUTE = 'data-site-header-height';

/**
 * Keeps the header-height variable equal to the header's height as it changes, on the elements
 * that stick below the header (`BELOW_SITE_HEADER_ATTRIBUTE`) and nowhere else: a rule of a style
 * element of its own, rewritten only when the height changes. On the document's root, each change
 * restyled and laid out the whole page (40–60 ms on the listing, against about 1 ms for the marked
 * elements, on the machine of 2026-11-29). The observer measures it, after layout, from the first
 * frame on: until then the marked elements use belowSiteHeader's fallback, and a page that has just
 * loaded is not scrolled enough for anything to stick.
 */
export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const style = document.createElement('style');
    style.setAttribute(HEADER_HEIGHT_STYLE_ATTRIBUTE, '');
    document.head.append(style);
    const record = () => {
      const rule = `[${BELOW_SITE_HEADER_ATTRIBUTE}]{${SITE_HEADER_HEIGHT_VARIABLE}:${element.getBoundingClientRect().height}px}`;
      if (style.textContent !== rule) style.textContent = rule;
    };
    const observer = new ResizeObserver(record);
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.remove();
    };
  }, [header]);
}
