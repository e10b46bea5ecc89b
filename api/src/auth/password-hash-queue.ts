/** How many checks may wait per running one before new ones are turned away (about a second of waiting). */
export const WAITING_PER_SLOT = 16;

/** Thrown when every slot is busy and the queue is full: the login is answered 429 at once. */
export class PasswordHashQueueFull extends Error {
  constructor() {
    super('password hash queue full');
  }
}

/**
 * Runs password checks a few at a time. scrypt runs on libuv's thread pool, which file reads and
 * DNS share: unbounded, a login flood fills every thread and the whole API (static files too)
 * waits behind it. With a bound only logins wait, and past the queue they are refused, which costs
 * nothing, rather than piling up memory (each scrypt holds 16 MB) and latency. Checks for clients
 * the account signed in from before wait in a queue of their own, served first: a flood from
 * elsewhere fills the other one.
 */
export class PasswordHashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly waitingFirst: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number = concurrency * WAITING_PER_SLOT,
  ) {}

  /** Runs `task` when a slot is free; `first`: in the queue served first (a known client's check). */
  async run<T>(task: () => Promise<T>, first = false): Promise<T> {
    if (this.running >= this.concurrency) {
      const queue = first ? this.waitingFirst : this.waiting;
      if (queue.length >= this.maxWaiting) throw new PasswordHashQueueFull();
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so the count never dips and lets a newcomer jump in.
      const next = this.waitingFirst.shift() ?? this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** For tests and diagnostics: checks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingFirst.length + this.waiting.length };
  }
}
