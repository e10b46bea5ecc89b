// How each process of the site starts and stops, whether `pnpm start` supervises it or a
// container runtime does.

import type { Readiness } from './operations/readiness';
import { flushTraces } from './tracing/tracing-hooks';

/** Tells the supervisor, over the IPC channel it started this process with, that it serves. */
export function announceReady(details: Record<string, unknown> = {}): void {
  process.send?.({ type: 'ready', ...details });
}

export interface Drain {
  /** Fails /ready from the first signal on. */
  readiness: Readiness;
  /** How long SIGTERM keeps the process serving before `close` (DRAIN_SECONDS). */
  drainMs: number;
}

/**
 * Runs `close` once on SIGINT or SIGTERM, or when the supervisor that started this process is
 * gone (its IPC channel closes), then exits: 0 when closing went well. With a drain, the process
 * fails /ready at once; on SIGTERM (an orchestrator's stop) it keeps serving for the drain period
 * first, so a load balancer takes it out before it closes. SIGINT (Ctrl-C, the local supervisor)
 * skips the wait, and cuts one already under way short.
 */
export function closeOnExitSignals(close: () => Promise<void>, onError: (error: unknown) => void = console.error, drain?: Drain): void {
  let closing = false;
  let endWait = () => undefined as void;
  const exit = (waitMs: number) => {
    if (closing) {
      if (waitMs === 0) endWait();
      return;
    }
    closing = true;
    drain?.readiness.startDraining();
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      endWait = () => {
        clearTimeout(timer);
        resolve();
      };
    })
      .then(close)
      .then(flushTraces)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          onError(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => exit(0));
  process.on('SIGTERM', () => exit(drain?.drainMs ?? 0));
  process.once('disconnect', () => exit(0));
}

/** Whether a process with this id is running (signal 0 tests without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
