import { metricValue } from '@storefront/platform/testing/metrics';
import { describe, expect, it, vi } from 'vitest';
import type { LiveView } from '../registry/registry-store';
import { lastLiveView, LiveViewUnavailable } from './last-live-view';

const viewOf = (live: string): LiveView => ({
  stacks: { catalog_mfe: [live] },
  knownGood: {},
  manifestUrls: {},
  digests: {},
  canaries: {},
});
const HOUR = 3_600_000;

function setUp() {
  let time = 0;
  let answer: () => Promise<LiveView> = async () => viewOf('1.0.0-a');
  const read = vi.fn(() => answer());
  const liveView = lastLiveView(read, {
    staleMaxMs: HOUR,
    waitMs: 50,
    retryEveryMs: 1_000,
    now: () => time,
  });
  return {
    liveView,
    read,
    live: (version: string) => (answer = async () => viewOf(version)),
    down: () =>
      (answer = async () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))),
    frozen: () => (answer = () => new Promise<LiveView>(() => undefined)),
    wait: (ms: number) => (time += ms),
  };
}

const liveVersion = async (liveView: { view: () => Promise<LiveView> }) =>
  (await liveView.view()).stacks.catalog_mfe?.[0];

describe('the last live view, while the database does not answer', () => {
  it('is what pages get when the database is down, and the health and /metrics say so', async () => {
    const { liveView, down, wait } = setUp();
    const staleBefore = await metricValue('registry_stale_view_answers_total');
    expect(await liveVersion(liveView)).toBe('1.0.0-a');
    expect(liveView.health()).toEqual({ stale: false, ageMs: 0, staleAnswers: 0 });
    down();
    wait(60_000);
    expect(await liveVersion(liveView)).toBe('1.0.0-a');
    expect(liveView.health()).toEqual({ stale: true, ageMs: 60_000, staleAnswers: 1 });
    expect((await metricValue('registry_stale_view_answers_total')) - staleBefore).toBe(1);
  });

  it('is what a request gets once it waited its bound for a frozen database', async () => {
    const { liveView, frozen } = setUp();
    await liveView.view();
    frozen();
    const started = Date.now();
    expect(await liveVersion(liveView)).toBe('1.0.0-a');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('asks the database again once a second meanwhile, without making a request wait for it', async () => {
    const { liveView, read, down, live, wait } = setUp();
    await liveView.view();
    down();
    await Promise.all([liveView.view(), liveView.view()]);
    expect(read).toHaveBeenCalledTimes(3);
    wait(500);
    await liveView.view();
    expect(read).toHaveBeenCalledTimes(3);
    live('1.0.0-b');
    wait(500);
    expect(await liveVersion(liveView)).toBe('1.0.0-a');
    expect(read).toHaveBeenCalledTimes(4);
    expect(await liveVersion(liveView)).toBe('1.0.0-b');
    expect(liveView.health()).toMatchObject({ stale: false, ageMs: 0, staleAnswers: 4 });
  });

  it('is no longer served once older than its bound: a request then fails with 503', async () => {
    const { liveView, down, wait } = setUp();
    await liveView.view();
    down();
    wait(HOUR);
    expect(await liveVersion(liveView)).toBe('1.0.0-a');
    wait(1_001);
    const failure = await liveView.view().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LiveViewUnavailable);
    expect(failure).toMatchObject({ statusCode: 503 });
  });

  it('does not exist before the database first answered', async () => {
    const { liveView, down } = setUp();
    down();
    await expect(liveView.view()).rejects.toBeInstanceOf(LiveViewUnavailable);
    expect(liveView.health()).toEqual({ stale: false, ageMs: undefined, staleAnswers: 0 });
  });

  it('is brought up to date by a read that answered after its request gave up', async () => {
    let answerLate: (view: LiveView) => void = () => undefined;
    const reads = [
      () => new Promise<LiveView>((resolve) => (answerLate = resolve)),
      () => Promise.reject(new Error('Connection terminated unexpectedly')),
    ];
    const liveView = lastLiveView(() => reads.shift()!(), {
      staleMaxMs: HOUR,
      waitMs: 10,
      retryEveryMs: 0,
    });
    await expect(liveView.view()).rejects.toBeInstanceOf(LiveViewUnavailable);
    answerLate(viewOf('1.0.0-c'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await liveVersion(liveView)).toBe('1.0.0-c');
    expect(liveView.health().stale).toBe(true);
  });
});
