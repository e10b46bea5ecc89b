import { remoteNames, remotes } from '@storefront/shared/federation';
import path from 'node:path';
import { consoleReleaseFrom, findRemote, promote, publishBuild } from '@storefront/release';
import { fakeBuild, reportVisits, reportVitals } from '@storefront/release/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUnderTest, type ConsoleUnderTest } from '../testing/console-under-test';

let console_: ConsoleUnderTest;
let cookie: string;
let live: string;
let canary: string;
const catalog = findRemote('catalog-mfe')!;

const publish = async (marker: string) =>
  (await publishBuild(console_.release.context, catalog, await fakeBuild(path.join(console_.release.root, marker), { marker }), { by: 'ci' })).version;
const get = (url: string, session = cookie) => console_.call({ method: 'GET', url, cookie: session });

beforeAll(async () => {
  console_ = await consoleUnderTest();
  cookie = await console_.signIn(console_.tokens.catalogTeam.value, 'ravi');
  live = await publish('live');
  canary = await publish('canary');
  await promote(console_.release.context, catalog, live, { by: 'ci', force: true, reason: 'first' });
  await consoleReleaseFrom(console_.release.context).act(console_.tokens.manager.record, 'ci', catalog, { operation: 'canary', version: canary, percent: 10, reason: 'ten percent', skipSmoke: true });
  await reportVisits(console_.release.context, 'catalog_mfe', live, { loads: 9, failures: 1 });
  await reportVisits(console_.release.context, 'catalog_mfe', canary, { loads: 1, failures: 1 });
  await reportVitals(console_.release.context, 'catalog_mfe', live, [{ LCP: 1_000, INP: 100 }, { LCP: 2_000, INP: 200 }]);
  await reportVitals(console_.release.context, 'catalog_mfe', canary, [{ LCP: 3_000 }]);
});
afterAll(() => console_.close());

describe('what every signed-in token reads', () => {
  it("is every remote's status, as the release service answers it", async () => {
    const rows = (await get('/console-api/status')).json();
    expect(rows.map((row: { remote: string }) => row.remote)).toEqual(remoteNames.map((name) => remotes[name].folder));
    expect(rows[0]).toMatchObject({ live, canary: { version: canary, percent: 10, figures: { visitors: 2, failedVisitors: 1 } } });
  });

  it("is a remote's history", async () => {
    const history = (await get('/console-api/remotes/catalog-mfe/history')).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['publish', 'publish', 'promote', 'canary']);
  });

  it("is the live version's and the canary's figures hour by hour", async () => {
    const answer = (await get('/console-api/remotes/catalog-mfe/hourly-figures?hours=6')).json();
    expect(answer).toMatchObject({ live, canary, since: expect.any(String) });
    expect(answer.hours).toEqual(
      expect.arrayContaining([
        { hour: expect.any(String), version: live, visitors: 10, failedVisitors: 1 },
        { hour: expect.any(String), version: canary, visitors: 2, failedVisitors: 1 },
      ]),
    );
    expect((await get('/console-api/remotes/catalog-mfe/hourly-figures?hours=1000')).statusCode).toBe(400);
  });

  it("is the canary's and the live version's p75 speed hour by hour", async () => {
    const answer = (await get('/console-api/remotes/catalog-mfe/hourly-vitals?hours=6')).json();
    expect(answer.versions).toEqual([
      { label: 'Canary', version: canary },
      { label: 'Live', version: live },
    ]);
    expect(answer.hours).toEqual(
      expect.arrayContaining([
        { hour: expect.any(String), version: live, pageViews: 2, lcp: 1_750, inp: 175 },
        { hour: expect.any(String), version: canary, pageViews: 1, lcp: 3_000, inp: null },
      ]),
    );
    expect(Date.now() - Date.parse(answer.since)).toBeGreaterThanOrEqual(6 * 3_600_000);
    expect((await get('/console-api/remotes/catalog-mfe/hourly-vitals?hours=0')).statusCode).toBe(400);
  });

  it('is nothing without a session', async () => {
    for (const url of ['/console-api/status', '/console-api/remotes/catalog-mfe/history', '/console-api/remotes/catalog-mfe/hourly-figures', '/console-api/remotes/catalog-mfe/hourly-vitals']) {
      expect((await get(url, '')).statusCode).toBe(401);
    }
  });
});
