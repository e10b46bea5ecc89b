import { describe, expect, it, vi } from 'vitest';
import { createLiveViewCache } from './live-view-cache';
import type { LiveView } from './registry-store';

const viewOf = (live: string): LiveView => ({ stacks: { catalog_mfe: [live] }, knownGood: {}, manifestUrls: {}, digests: {}, canaries: {} });

function setUp() {
  let generation = 1;
  let live = '1.0.0-a';
  let time = 0;
  const read = vi.fn(async () => viewOf(live));
  const liveView = createLiveViewCache({ read, generation: async () => generation, now: () => time, maxAgeMs: 1_000 });
  return {
    liveView,
    read,
    promote: (version: string) => {
      live = version;
      generation += 1;
    },
    wait: (ms: number) => (time += ms),
  };
}

describe('the live view, kept between requests', () => {
  it('is read once for requests that follow each other while nothing changed', async () => {
    const { liveView, read } = setUp();
    await liveView();
    await Promise.all([liveView(), liveView()]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows a promote at the very next request', async () => {
    const { liveView, promote } = setUp();
    expect((await liveView()).stacks.catalog_mfe).toEqual(['1.0.0-a']);
    promote('1.0.0-b');
    expect((await liveView()).stacks.catalog_mfe).toEqual(['1.0.0-b']);
  });

  it('is read again once it is a second old, for what the generation does not follow', async () => {
    const { liveView, read, wait } = setUp();
    await liveView();
    wait(999);
    await liveView();
    expect(read).toHaveBeenCalledTimes(1);
    wait(1);
    await liveView();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const { liveView, read } = setUp();
    read.mockRejectedValueOnce(new Error('the database did not answer'));
    await expect(liveView()).rejects.toThrow('the database did not answer');
    expect((await liveView()).stacks.catalog_mfe).toEqual(['1.0.0-a']);
  });
});
