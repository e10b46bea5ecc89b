/**
 * Brings a section into view and moves keyboard focus to it, so the in-page buttons
 * ('Contact Us Now', 'Learn More') help screen-reader and keyboard users as much as mouse users.
 * The target needs tabIndex={-1} and a scroll margin that clears the sticky header.
 */
export function revealSection(target: HTMLElement | null): void {
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
