import type { StartUpStep } from '@storefront/shared/start-up-steps';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Runs each step in a task of its own, then the last one. Evaluating the shared libraries is
 * several long pieces of work; run back to back they are one task that blocks a visitor's first
 * tap on a page the server has already painted. The first step waits for a task of its own too:
 * the script that starts the steps is already a long one (its compilation, the federation
 * runtime's start). A step that is long by itself ends its task in the middle with the pause it
 * is given.
 */
export async function startInSteps<T>(steps: ReadonlyArray<StartUpStep>, last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await yieldToBrowser();
    await step(yieldToBrowser);
  }
  await yieldToBrowser();
  return last();
}
