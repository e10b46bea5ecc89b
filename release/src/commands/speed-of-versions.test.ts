import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { siteReleaseFrom } from '../site-view/site-release';
import { findRemote, type ReleaseContext } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVitals } from '../testing/report-vitals';
import { startCanary } from './canary';
import { history } from './history';
import { promote } from './promote';
import { publishBuild } from './publish';
import { formatStatus, status } from './status';

// Speed is judged on at least 4 visitors from at least 3 networks, of the canary and of the live version.
const POLICY_ENV = { RELEASE_MIN_VISITORS: '4', RELEASE_MIN_NETWORKS: '3', RELEASE_KNOWN_GOOD_AFTER_S: '0' };

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let context: ReleaseContext;
let older: string, live: string, candidate: string;

const publishVersion = async (marker: string) =>
  (await publishBuild(context, catalog, await fakeBuild(path.join(environment.root, 'builds', marker), { marker }), { by: 'ci' })).version;
const catalogStatus = async () => (await status(context)).find((row) => row.remote === 'catalog-mfe')!;
const views = (count: number, vitals: Record<string, number>) => Array.from({ length: count }, () => vitals);

describe.each(inject('databaseServers'))('the speed of versions on $name', (server) => {
  beforeEach(async () => {
    environment = await fakeReleaseEnvironment(server, () => POLICY_ENV);
    context = environment.context;
    [older, live, candidate] = [await publishVersion('older'), await publishVersion('live'), await publishVersion('candidate')];
    await promote(context, catalog, older, { by: 'asha' });
    await promote(context, catalog, live, { by: 'asha' });
  });
  afterEach(() => environment.cleanUp());

  it('status shows the p75s and page views of the live, last known good and canary versions, the canary beside the live one over its time', async () => {
    await reportVitals(context, 'catalog_mfe', older, views(3, { LCP: 2_000, TTFB: 400 }));
    await reportVitals(context, 'catalog_mfe', live, views(5, { LCP: 1_000, INP: 120, CLS: 0.02, TTFB: 300 }));
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 20, autoRollback: true });
    await reportVitals(context, 'catalog_mfe', candidate, views(2, { LCP: 1_200 }));
    await reportVitals(context, 'catalog_mfe', live, views(1, { LCP: 1_100 }));

    const row = await catalogStatus();
    expect(row).toMatchObject({
      lastKnownGood: older,
      liveVitals: { LCP: { p75: 1_000, samples: 6, good: 6 }, INP: { p75: 120, samples: 5 }, CLS: { p75: 0.02 }, TTFB: { p75: 300 } },
      lastKnownGoodVitals: { LCP: { p75: 2_000, samples: 3 }, INP: { p75: null, samples: 0 } },
      canary: { vitals: { LCP: { p75: 1_200, samples: 2 } }, liveVitals: { LCP: { p75: 1_100, samples: 1 } } },
    });
    const text = formatStatus([row]);
    expect(text).toContain('  speed:     p75 LCP 1,000 ms (6), INP 120 ms (5), CLS 0.02 (5), TTFB 300 ms (5) (last 24 h)');
    expect(text).toContain(`  fallback:  ${older} (last known good; 0 of 0 visitors failed (0.0 %), from 0 of 0 networks; p75 LCP 2,000 ms (3), INP – (0), CLS – (0), TTFB 400 ms (3))`);
    expect(text).toContain('             speed: p75 LCP 1,200 ms (2), INP – (0), CLS – (0), TTFB – (0); live over that time: p75 LCP 1,100 ms (1), INP – (0), CLS – (0), TTFB – (0)');
  });

  it("ends a canary with --auto-rollback once the site's reports find it slower than the live version over the same time, with the figures in history", async () => {
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 50, autoRollback: true });
    await reportVitals(context, 'catalog_mfe', live, views(6, { LCP: 1_000, INP: 80 }));
    await reportVitals(context, 'catalog_mfe', candidate, views(3, { LCP: 3_000, INP: 80 }));
    expect((await catalogStatus()).canary).not.toBeNull();

    const site = siteReleaseFrom(context);
    const view = async (index: number) => {
      const visitor = `slow-visitor-${index}`;
      const page = await site.withReportTokens({ remotes: { catalog_mfe: { version: candidate, manifest: 'http://r.test/m.json', previous: null } } }, visitor);
      const token = page.remotes.catalog_mfe!.reportToken!;
      return site.recordReport({ remote: 'catalog_mfe', version: candidate, outcome: 'vitals', vitals: { LCP: 3_000, INP: 96 }, token, visitor, network: `192.0.${index}.0/24` }, { reportsPerMinute: 60 });
    };
    const ended = await view(1);
    expect(ended).toMatchObject({ status: 'counted', ended: { canary: { version: candidate } } });
    expect(await catalogStatus()).toMatchObject({ live, canary: null });
    const entry = (await history(context, catalog)).at(-1);
    expect(entry).toMatchObject({
      action: 'auto-rollback',
      version: candidate,
      by: 'release policy',
      reason: "p75 LCP 3,000 ms against the live version's 1,000 ms (+200 %), over 4 visitors from 4 networks",
    });
  });

  it('leaves a canary as fast as the live version, and judges speed at most once a second per site process', async () => {
    await startCanary(context, catalog, candidate, { by: 'asha', percent: 50, autoRollback: true });
    await reportVitals(context, 'catalog_mfe', live, views(6, { LCP: 1_000 }));
    await reportVitals(context, 'catalog_mfe', candidate, views(6, { LCP: 1_050 }));
    const site = siteReleaseFrom(context);
    const view = async (index: number, lcp: number) => {
      const visitor = `visitor-${index}`;
      const page = await site.withReportTokens({ remotes: { catalog_mfe: { version: candidate, manifest: 'http://r.test/m.json', previous: null } } }, visitor);
      return site.recordReport(
        { remote: 'catalog_mfe', version: candidate, outcome: 'vitals', vitals: { LCP: lcp }, token: page.remotes.catalog_mfe!.reportToken!, visitor, network: `192.0.${index}.0/24` },
        { reportsPerMinute: 60 },
      );
    };
    expect(await view(1, 1_000)).toEqual({ status: 'counted', ended: undefined });
    // Now slow enough to end it, but judged again only a second after the last judgement.
    await reportVitals(context, 'catalog_mfe', candidate, views(20, { LCP: 9_000 }));
    expect(await view(2, 9_000)).toEqual({ status: 'counted', ended: undefined });
    expect((await catalogStatus()).canary).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await view(3, 9_000)).toMatchObject({ status: 'counted', ended: { entry: { action: 'auto-rollback' } } });
  });
});
