/**
 * Runs `run` once the browser has nothing else to do, and within four seconds even on a busy
 * page; after two seconds in a browser without idle callbacks.
 */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4_000 });
  else setTimeout(run, 2_000);
}
