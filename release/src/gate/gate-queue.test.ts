import { describe, expect, it } from 'vitest';
import { EXIT } from '../release-error';
import { GateQueue } from './gate-queue';

/** A task that runs until `finish` is called, noting when it starts. */
function task(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the gate queue', () => {
  it('runs one gate at a time, the others in the order they came', async () => {
    const log: string[] = [];
    const queue = new GateQueue(2);
    const [a, b, c] = [task(log, 'a'), task(log, 'b'), task(log, 'c')];
    const results = [queue.run(a.run), queue.run(b.run), queue.run(c.run)];
    await tick();
    expect(log).toEqual(['start a']);
    a.finish();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('refuses a run at once when as many wait as it keeps, and takes runs again once one ends', async () => {
    const log: string[] = [];
    const queue = new GateQueue(1);
    const [a, b] = [task(log, 'a'), task(log, 'b')];
    const first = queue.run(a.run);
    const second = queue.run(b.run);
    await expect(queue.run(async () => 'c')).rejects.toMatchObject({ exitCode: EXIT.busy, message: expect.stringMatching(/^The gate is busy: one run and 1 waiting/) });
    a.finish();
    b.finish();
    await Promise.all([first, second]);
    expect(await queue.run(async () => 'd')).toBe('d');
  });

  it('goes on with the next run when one fails', async () => {
    const queue = new GateQueue(1);
    const failing = queue.run(async () => {
      throw new Error('browser crashed');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('browser crashed');
    expect(await next).toBe('next');
  });
});
