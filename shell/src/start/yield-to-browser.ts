interface Scheduler {
  yield: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the next piece of work.
 * A message, not a timer: timers in a background tab wait a second or more, messages do not.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
