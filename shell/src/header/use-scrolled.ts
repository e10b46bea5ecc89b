import { useEffect, useState } from 'react';

/** Spec §4 / §9: the header changes its look once the page has scrolled more than 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
