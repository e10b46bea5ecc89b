/**
 * How often a visible tab asks itself whether the registry is due for another read. The read
 * itself is throttled to one per REGISTRY_REFRESH_MS (15 s), so a visible tab, idle or not,
 * sees a release at most 15 + 5 = 20 s after it happened: with the reload, well within the
 * minute a release may take to reach every open tab. A tick without a read costs nothing.
 */
export const VISIBLE_TAB_TICK_MS = 5_000;

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Asks `refresh` (which throttles itself) whenever a release could matter to the visitor: when
 * the tab becomes visible, when the visitor interacts, and on a timer while the tab is visible.
 * A hidden tab's timer is stopped, so tabs in the background ask nothing. Answers the way to stop.
 */
export function watchRegistryChanges(refresh: () => void, win: Window = window): () => void {
  const doc = win.document;
  let timer: number | undefined;

  const stopTimer = () => {
    win.clearInterval(timer);
    timer = undefined;
  };
  const startTimer = () => {
    stopTimer();
    timer = win.setInterval(refresh, VISIBLE_TAB_TICK_MS);
  };
  const onVisibilityChange = () => {
    if (doc.visibilityState !== 'visible') {
      stopTimer();
      return;
    }
    refresh();
    startTimer();
  };

  if (doc.visibilityState === 'visible') startTimer();
  doc.addEventListener('visibilitychange', onVisibilityChange);
  // Capture, passive: seen before any page handler can stop it, and never delaying the page.
  for (const type of INTERACTIONS) win.addEventListener(type, refresh, { capture: true, passive: true });
  return () => {
    stopTimer();
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    for (const type of INTERACTIONS) win.removeEventListener(type, refresh, { capture: true });
  };
}
