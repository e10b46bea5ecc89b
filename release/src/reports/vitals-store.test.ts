import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVitals } from '../testing/report-vitals';
import { NO_VITALS } from './page-vitals';

const catalog = findRemote('catalog-mfe')!;
const LONG_AGO = new Date(0);
// 20 page views' LCP from 20 networks: 100, 200, … 2,000 ms.
const steps = Array.from({ length: 20 }, (_, index) => ({ LCP: (index + 1) * 100 }));

describe.each(inject('databaseServers'))('page vitals on $name', (server) => {
  let environment: FakeReleaseEnvironment;
  let versions = 0;
  const publish = async () => {
    versions += 1;
    const files = await fakeBuild(path.join(environment.root, 'builds', String(versions)), { marker: String(versions) });
    return (await publishBuild(environment.context, catalog, files, { by: 'ci' })).version;
  };
  const vitalsOf = (version: string, since = LONG_AGO) => environment.context.registry.vitals.of('catalog_mfe', version, since);

  beforeAll(async () => {
    environment = await fakeReleaseEnvironment(server, () => ({ RELEASE_VISITORS_PER_NETWORK: '3' }));
  });
  afterAll(() => environment.cleanUp());

  it('gives each metric’s p75, its page views, visitors and networks, and web.dev’s distribution', async () => {
    const version = await publish();
    await reportVitals(environment.context, 'catalog_mfe', version, [
      ...steps,
      { LCP: 2_600, INP: 250, CLS: 0.3, TTFB: 2_000 },
      { LCP: 4_001, INP: 40, CLS: 0.01, TTFB: 300 },
    ]);
    const vitals = await vitalsOf(version);
    expect(vitals.LCP).toEqual({ p75: 1_675, samples: 22, visitors: 22, networks: 22, good: 20, needsImprovement: 1, poor: 1 });
    expect(vitals.INP).toEqual({ p75: 197.5, samples: 2, visitors: 2, networks: 2, good: 1, needsImprovement: 1, poor: 0 });
    expect(vitals.CLS).toMatchObject({ samples: 2, good: 1, poor: 1 });
    expect(vitals.TTFB).toMatchObject({ samples: 2, good: 1, poor: 1 });
  });

  it('counts at most RELEASE_VISITORS_PER_NETWORK page views of each network: one network cannot move a p75 by inventing visitors', async () => {
    const version = await publish();
    await reportVitals(environment.context, 'catalog_mfe', version, steps);
    const before = await vitalsOf(version);
    // 50 slow page views, each from a visitor of its own, all from one network.
    await reportVitals(environment.context, 'catalog_mfe', version, Array(50).fill({ LCP: 30_000 }), { networks: 1 });
    const after = await vitalsOf(version);
    expect(before.LCP).toMatchObject({ p75: 1_525, samples: 20 });
    expect(after.LCP).toMatchObject({ samples: 23, visitors: 23, networks: 21, poor: 3 });
    expect(after.LCP.p75).toBeLessThan(2_000);
  });

  it('reads a window: from a time on, and since the version’s figures were last reset', async () => {
    const version = await publish();
    await reportVitals(environment.context, 'catalog_mfe', version, steps.slice(0, 5));
    const later = new Date(Date.now() + 60_000);
    expect(await vitalsOf(version, later)).toEqual(NO_VITALS);
    await environment.context.registry.reports.reset('catalog_mfe', version);
    expect(await vitalsOf(version)).toEqual(NO_VITALS);
    await reportVitals(environment.context, 'catalog_mfe', version, [{ INP: 64 }]);
    expect((await vitalsOf(version)).INP).toMatchObject({ p75: 64, samples: 1 });
    expect((await environment.context.registry.vitals.all(LONG_AGO)).get('catalog_mfe')?.get(version)?.INP).toMatchObject({ p75: 64 });
  });

  it('gives p75 LCP and INP and page views hour by hour, each network adding at most its share to an hour', async () => {
    const [slow, fast, other] = [await publish(), await publish(), await publish()];
    await reportVitals(environment.context, 'catalog_mfe', slow, [...steps, { INP: 300 }]);
    await reportVitals(environment.context, 'catalog_mfe', fast, [{ LCP: 800, INP: 40 }, ...Array(5).fill({ LCP: 800 })]);
    // Five slow page views from one network count as three (RELEASE_VISITORS_PER_NETWORK).
    await reportVitals(environment.context, 'catalog_mfe', fast, Array(5).fill({ LCP: 20_000 }), { networks: 1 });
    await reportVitals(environment.context, 'catalog_mfe', other, [{ LCP: 100 }]);
    const before = new Date(Date.now() - 60 * 60_000);
    const hours = await environment.context.registry.vitals.hourly('catalog_mfe', [slow, fast], before);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect(hours).toEqual(
      [
        { hour, version: slow, pageViews: 21, lcp: 1_525, inp: 300 },
        { hour, version: fast, pageViews: 9, lcp: 20_000, inp: 40 },
      ].sort((a, b) => a.version.localeCompare(b.version)),
    );
    expect(await environment.context.registry.vitals.hourly('catalog_mfe', [slow], new Date(Date.now() + 60_000))).toEqual([]);
    await environment.context.registry.reports.reset('catalog_mfe', slow);
    expect(await environment.context.registry.vitals.hourly('catalog_mfe', [slow], before)).toEqual([]);
    expect(await environment.context.registry.vitals.hourly('catalog_mfe', [], before)).toEqual([]);
  });

  it('counts a token once for vitals, apart from its load and failure, within the network’s minute', async () => {
    const version = await publish();
    const { reports, vitals } = environment.context.registry;
    const report = { remote: 'catalog_mfe', version, visitor: 'v-1', network: '198.51.100.0/24', nonce: 'nonce-of-one-page', expiresAt: new Date(Date.now() + 60_000) };
    expect(await reports.record({ ...report, outcome: 'load' }, 3)).toBe('counted');
    expect(await vitals.record({ ...report, vitals: { LCP: 900 } }, 3)).toBe('counted');
    expect(await vitals.record({ ...report, vitals: { LCP: 9_000 } }, 3)).toBe('replayed');
    expect(await vitals.record({ ...report, nonce: 'another-page', vitals: { LCP: 9_000 } }, 3)).toBe('limited');
    expect((await vitalsOf(version)).LCP).toMatchObject({ p75: 900, samples: 1 });
  });
});
