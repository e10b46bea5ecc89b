/** What /ready answers: whether the process can serve what it exists for now, and why not. */
export interface ReadyState {
  ready: boolean;
  /** `ok`, `draining`, or what the process is missing (`database unavailable`). */
  status: string;
}

/** What a process needs before it can serve: undefined when it has it, else what is missing. */
export type ReadyCheck = () => Promise<string | undefined>;

/** A check that hangs (a frozen database) counts as failed after this long. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether a process should be sent requests: not once it has been told to stop (a load balancer
 * then takes it out while it still serves), nor while what it serves from is missing.
 */
export class Readiness {
  private draining = false;

  constructor(private readonly check: ReadyCheck = async () => undefined) {}

  get isDraining(): boolean {
    return this.draining;
  }

  /** From now on not ready, for good: the process is on its way out. */
  startDraining(): void {
    this.draining = true;
  }

  async state(): Promise<ReadyState> {
    if (this.draining) return { ready: false, status: 'draining' };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('readiness check timed out'), CHECK_TIMEOUT_MS);
    });
    const missing = await Promise.race([
      // Its own words only: an error's message could name hosts or files.
      this.check().catch(() => 'readiness check failed'),
      timedOut,
    ]).finally(() => clearTimeout(timer));
    return missing === undefined ? { ready: !this.draining, status: this.draining ? 'draining' : 'ok' } : { ready: false, status: missing };
  }
}
