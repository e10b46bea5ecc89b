import { SITE_HEADER_HEIGHT_VARIABLE } from '@storefront/shared';
import { useEffect, type RefObject } from 'react';

/** Keeps the document's header-height variable equal to the header's height as it changes. */
export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const record = () => root.style.setProperty(SITE_HEADER_HEIGHT_VARIABLE, `${element.getBoundingClientRect().height}px`);
    record();
    const observer = new ResizeObserver(record);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SITE_HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
