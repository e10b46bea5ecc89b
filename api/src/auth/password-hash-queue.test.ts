import { describe, expect, it } from 'vitest';
import { PasswordHashQueue, PasswordHashQueueFull } from './password-hash-queue';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish!: () => void;
  let started = false;
  const promise = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => ((started = true), promise), finish: () => finish(), started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordHashQueue', () => {
  it('runs no more than its concurrency at once, the rest in arrival order', async () => {
    const queue = new PasswordHashQueue(2, 10);
    const tasks = [heldTask(), heldTask(), heldTask(), heldTask()];
    const runs = tasks.map((held) => queue.run(held.task));
    await settle();
    expect(tasks.map((held) => held.started())).toEqual([true, true, false, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });

    tasks[1]!.finish();
    await settle();
    expect(tasks.map((held) => held.started())).toEqual([true, true, true, false]);
    for (const held of tasks) held.finish();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and takes work again once it drains', async () => {
    const queue = new PasswordHashQueue(1, 2);
    const tasks = [heldTask(), heldTask(), heldTask()];
    const runs = tasks.map((held) => queue.run(held.task));
    await expect(queue.run(async () => 'too many')).rejects.toBeInstanceOf(PasswordHashQueueFull);

    for (const held of tasks) held.finish();
    await Promise.all(runs);
    await expect(queue.run(async () => 'fits again')).resolves.toBe('fits again');
  });

  it("serves a known client's check before the others, from a queue of its own that a flood cannot fill", async () => {
    const queue = new PasswordHashQueue(1, 2);
    const flood = [heldTask(), heldTask(), heldTask()];
    const floodRuns = flood.map((held) => queue.run(held.task));
    await expect(queue.run(async () => 'refused')).rejects.toBeInstanceOf(PasswordHashQueueFull);
    const owner = heldTask();
    const ownerRun = queue.run(owner.task, true);

    flood[0]!.finish();
    await settle();
    expect([owner.started(), flood[1]!.started()]).toEqual([true, false]);
    owner.finish();
    for (const held of flood) held.finish();
    await Promise.all([ownerRun, ...floodRuns]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const queue = new PasswordHashQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('keeps sixteen waiting per slot by default', () => {
    expect(new PasswordHashQueue(1).maxWaiting).toBe(16);
    expect(new PasswordHashQueue(3).maxWaiting).toBe(48);
  });
});
