/** An idle period comes within this long even on a busy page. */
const IDLE_TIMEOUT_MS = 4_000;
/** Where the browser cannot say it is idle (Safari), the work waits this long instead. */
const WITHOUT_IDLE_CALLBACKS_MS = 2_000;

const hidden = () => document.visibilityState === 'hidden';

/**
 * Runs `run` in an idle period of the browser while the page is shown: work done ahead for a
 * visitor waits until nothing the visitor sees needs the main thread, and a tab in the background
 * does none of it until it is shown again. Returns a function that cancels it if it has not run.
 */
export function whenIdleAndShown(run: () => void): () => void {
  let cancel = () => {};
  const whenShown = () => {
    if (!hidden()) return whenIdle();
    const onChange = () => {
      if (hidden()) return;
      document.removeEventListener('visibilitychange', onChange);
      whenIdle();
    };
    document.addEventListener('visibilitychange', onChange);
    cancel = () => document.removeEventListener('visibilitychange', onChange);
  };
  const whenIdle = () => {
    // The tab may have been hidden while the work waited.
    const go = () => (hidden() ? whenShown() : run());
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(go, WITHOUT_IDLE_CALLBACKS_MS);
      cancel = () => clearTimeout(id);
    }
  };
  whenShown();
  return () => cancel();
}
