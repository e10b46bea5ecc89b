import { EXIT, ReleaseError } from '../release-error';
import { gateMetrics } from './gate-metrics';

/**
 * Gate runs, one at a time in this process: each renders pages in a browser and fetches every
 * file of a release, and several at once slow the site's own pages down. Up to `maxWaiting`
 * more wait their turn in order; past that a run is refused at once (busy, try again later).
 */
export class GateQueue {
  private running = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly maxWaiting: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= this.maxWaiting) {
        gateMetrics.refusedBusy();
        throw new ReleaseError(`The gate is busy: one run and ${this.waiting.length} waiting, the most this service queues; try again later.`, EXIT.busy);
      }
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        gateMetrics.waiting(this.waiting.length);
      });
    }
    this.running = true;
    try {
      return await task();
    } finally {
      // The next run takes over at once, so a newcomer cannot overtake those waiting.
      const next = this.waiting.shift();
      gateMetrics.waiting(this.waiting.length);
      if (next) next();
      else this.running = false;
    }
  }
}
