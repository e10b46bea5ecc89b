// How each process of the site starts and stops, whether `pnpm start` supervises it or a
// container runtime does.

/** Tells the supervisor, over the IPC channel it started this process with, that it serves. */
export function announceReady(details: Record<string, unknown> = {}): void {
  process.send?.({ type: 'ready', ...details });
}

/**
 * Runs `close` once on SIGINT or SIGTERM, or when the supervisor that started this process is
 * gone (its IPC channel closes), then exits: 0 when closing went well.
 */
export function closeOnExitSignals(close: () => Promise<void>, onError: (error: unknown) => void = console.error): void {
  let closing = false;
  const exit = () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        onError(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', exit);
  process.once('SIGTERM', exit);
  process.once('disconnect', exit);
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
