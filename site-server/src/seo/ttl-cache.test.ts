import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('builds each key once per period, and again after it', async () => {
    const clock = { now: 0 };
    const build = vi.fn(async (key: string) => `${key}@${clock.now}`);
    const cached = ttlCache(build, { ttlMs: 100, now: () => clock.now });
    expect(await Promise.all([cached('a'), cached('a'), cached('b')])).toEqual(['a@0', 'a@0', 'b@0']);
    clock.now = 99;
    expect(await cached('a')).toBe('a@0');
    clock.now = 100;
    expect(await cached('a')).toBe('a@100');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps the last value when a build fails, and tries again on the next call', async () => {
    const clock = { now: 0 };
    let fail = false;
    const build = vi.fn((key: string) => {
      // Throws before any await, as a build may.
      if (fail) throw new Error('down');
      return Promise.resolve(key);
    });
    const cached = ttlCache(build, { ttlMs: 10, now: () => clock.now });
    await cached('a');
    fail = true;
    clock.now = 50;
    expect(await cached('a')).toBe('a');
    await expect(cached('b')).rejects.toThrow('down');
    fail = false;
    expect(await cached('b')).toBe('b');
    expect(build).toHaveBeenCalledTimes(4);
  });
});
