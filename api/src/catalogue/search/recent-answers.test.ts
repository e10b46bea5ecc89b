import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './recent-answers';
import { listingQuerySchema } from './listing-query';
import type { ProductListing } from './product-listing';

const listing = (total: number) => ({ data: [], meta: { total } }) as unknown as ProductListing;
/** Lets the refreshes a request started run up to their first wait. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RecentAnswers', () => {
  it('answers the same query once while it is fresh, and each query apart', async () => {
    const cache = new RecentAnswers<ProductListing>({ ttlMs: 60_000, staleMs: 0, max: 10 });
    let loads = 0;
    const load = async () => listing(++loads);
    const lock = listingQuerySchema.parse({ q: 'lock' });
    const [first, second] = await Promise.all([cache.get(lock, load), cache.get(listingQuerySchema.parse({ q: ' lock ' }), load)]);
    expect(first).toBe(second);
    expect((await cache.get(listingQuerySchema.parse({ q: 'lock', page: '2' }), load)).meta.total).toBe(2);
  });

  it('asks again after a failure', async () => {
    const cache = new RecentAnswers<ProductListing>({ ttlMs: 60_000, staleMs: 0, max: 10 });
    const query = listingQuerySchema.parse({});
    await expect(cache.get(query, () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect((await cache.get(query, async () => listing(7))).meta.total).toBe(7);
  });

  it('gives a stale answer at once while it reads the next, and waits once an answer is too old', async () => {
    const cache = new RecentAnswers<ProductListing>({ ttlMs: 30, staleMs: 1_000, max: 10 });
    const query = listingQuerySchema.parse({});
    let loads = 0;
    let release = () => {};
    const slowLoad = () => new Promise<ProductListing>((resolve) => (release = () => resolve(listing(++loads))));
    const first = cache.get(query, slowLoad);
    release();
    expect((await first).meta.total).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 60));
    // Stale: answered before the refresh it started has finished.
    expect((await cache.get(query, slowLoad)).meta.total).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get(query, slowLoad)).meta.total).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const waited = cache.get(query, slowLoad);
    release();
    expect((await waited).meta.total).toBe(3);
  });

  it('keeps a stale answer when its refresh fails, tries again on the next request, and fails once it is too old', async () => {
    const cache = new RecentAnswers<ProductListing>({ ttlMs: 30, staleMs: 1_000, max: 10 });
    const query = listingQuerySchema.parse({ q: 'lock' });
    let refreshes = 0;
    const away = async (): Promise<ProductListing> => {
      refreshes++;
      throw new Error('database away');
    };
    await cache.get(query, async () => listing(1));

    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get(query, away)).meta.total).toBe(1);
    await settle();
    expect((await cache.get(query, away)).meta.total).toBe(1);
    await settle();
    expect(refreshes).toBe(2);
    // The database back: the next request's refresh replaces the stale answer.
    expect((await cache.get(query, async () => listing(2))).meta.total).toBe(1);
    await settle();
    expect((await cache.get(query, away)).meta.total).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(cache.get(query, away)).rejects.toThrow('database away');
  });

  it('runs refreshes of stale answers a few at a time, giving the stale answers meanwhile, and never queues a first read', async () => {
    const cache = new RecentAnswers<ProductListing>({ ttlMs: 30, staleMs: 10_000, max: 10 }, pLimit(1));
    const [lock, camera, hub] = ['lock', 'camera', 'hub'].map((q) => listingQuerySchema.parse({ q }));
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const load = (name: string, total: number) => () => {
      started.push(name);
      return new Promise<ProductListing>((resolve) => releases.push(() => resolve(listing(total))));
    };
    const first = [cache.get(lock, load('lock', 1)), cache.get(camera, load('camera', 1))];
    await settle();
    for (const release of releases.splice(0)) release();
    await Promise.all(first);
    started.length = 0;

    await new Promise((resolve) => setTimeout(resolve, 60));
    // Both stale: both answered at once, but only one refresh reads the database.
    expect((await cache.get(lock, load('lock', 2))).meta.total).toBe(1);
    expect((await cache.get(camera, load('camera', 2))).meta.total).toBe(1);
    await settle();
    expect(started).toEqual(['lock']);
    // A query never asked is read at once, whatever refreshes wait.
    const newQuery = cache.get(hub, load('hub', 5));
    await settle();
    expect(started).toEqual(['lock', 'hub']);
    releases.pop()!();
    expect((await newQuery).meta.total).toBe(5);

    releases.shift()!();
    await settle();
    expect(started).toEqual(['lock', 'hub', 'camera']);
    releases.shift()!();
    await settle();
    expect((await cache.get(lock, load('lock', 3))).meta.total).toBe(2);
    expect((await cache.get(camera, load('camera', 3))).meta.total).toBe(2);
  });
});
