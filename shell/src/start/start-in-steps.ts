import { yieldToBrowser } from './yield-to-browser';

/**
 * Runs each step in a task of its own, then the last one. Evaluating the shared libraries is
 * several long pieces of work; run back to back they are one task that blocks a visitor's first
 * tap on a page the server has already painted.
 */
export async function startInSteps<T>(steps: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  return last();
}
