import { useCallback, useEffect, useRef } from 'react';

/** Spec §9: navigation menu timing. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 150;
export const MENU_SKIP_DELAY_MS = 300;

// Shared by every dropdown: moving from one menu to the next within the skip delay opens at once.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Opens a menu when a mouse rests on it and closes it when the mouse leaves, with spec delays. */
export function useHoverIntent(open: boolean, setOpen: (open: boolean) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => clearTimeout(timer.current);
  useEffect(() => clear, []);

  const onPointerEnter = useCallback(
    (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clear();
      if (open) return;
      if (performance.now() - lastClosedAt < MENU_SKIP_DELAY_MS) {
        setOpen(true);
        return;
      }
      timer.current = setTimeout(() => setOpen(true), MENU_OPEN_DELAY_MS);
    },
    [open, setOpen],
  );

  const onPointerLeave = useCallback(
    (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clear();
      timer.current = setTimeout(() => {
        lastClosedAt = performance.now();
        setOpen(false);
      }, MENU_CLOSE_DELAY_MS);
    },
    [setOpen],
  );

  return { onPointerEnter, onPointerLeave };
}
