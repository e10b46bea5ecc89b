import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { publicRegistry } from '../registry/public-registry';
import { siteReleaseFrom } from '../site-view/site-release';
import { findRemote, type ReleaseContext } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVisits, type Visits } from '../testing/report-visits';
import { rollBackFailingCanary } from './auto-rollback';
import { completeCanary, startCanary } from './canary';
import { history } from './history';
import { promote } from './promote';
import { publishBuild } from './publish';
import { rollback } from './rollback';
import { formatStatus, status } from './status';
import { withdraw } from './withdraw';

// The policy the auto-rollback is judged by: at least 4 visitors, failures from at least 3
// networks, more than 25 % of visitors failing, significantly (p below 0.05).
const POLICY_ENV = { RELEASE_MIN_VISITORS: '4', RELEASE_MIN_NETWORKS: '3', RELEASE_MAX_FAILURE_RATE: '0.25' };

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let context: ReleaseContext;
let live: string, candidate: string, other: string;

async function publishVersion(marker: string, requiredReact?: string) {
  const files = await fakeBuild(path.join(environment.root, 'builds', marker), { marker, requiredReact });
  return (await publishBuild(context, catalog, files, { by: 'ci' })).version;
}
const catalogStatus = async () => (await status(context)).find((row) => row.remote === 'catalog-mfe')!;
const lastEntry = async () => (await history(context, catalog)).at(-1);
const report = (version: string, loads: number, failures: number, more: Omit<Visits, 'loads' | 'failures'> = {}) =>
  reportVisits(context, 'catalog_mfe', version, { loads, failures, ...more });
const none = { visitors: 0, failedVisitors: 0, networks: 0, failedNetworks: 0, failureRate: 0 };
const canaryOf = (percent: number, extra: Partial<Parameters<typeof startCanary>[3]> = {}) => startCanary(context, catalog, candidate, { by: 'asha', percent, ...extra });

describe.each(inject('databaseServers'))('canaries on $name', (server) => {
  beforeEach(async () => {
    environment = await fakeReleaseEnvironment(server, () => POLICY_ENV);
    context = environment.context;
    [live, candidate, other] = [await publishVersion('live'), await publishVersion('candidate'), await publishVersion('other')];
    await promote(context, catalog, live, { by: 'asha' });
  });
  afterEach(() => environment.cleanUp());

  describe('promote --canary', () => {
    it('runs the version for a share of visitors without moving the live pointer, and says so in status and history', async () => {
      const result = await canaryOf(30, { autoRollback: true, reason: 'new listing' });
      expect(result).toMatchObject({ action: 'canary', version: candidate, live, percent: 30, autoRollback: true, forced: false });
      expect(await catalogStatus()).toMatchObject({
        live,
        canary: { version: candidate, percent: 30, autoRollback: true, by: 'asha', figures: none, liveFigures: none },
      });
      expect(await lastEntry()).toMatchObject({ action: 'canary', version: candidate, reason: '30 % of visitors, rolls back by itself — new listing' });
      const view = await context.registry.liveView(context.policy);
      expect(publicRegistry(view, {}, 29).remotes.catalog_mfe?.version).toBe(candidate);
      expect(publicRegistry(view, {}, 30).remotes.catalog_mfe?.version).toBe(live);
    });

    it('refuses a withdrawn version even forced, a version the gate rejects unless forced, and a wrong --expect', async () => {
      await withdraw(context, catalog, other, { by: 'asha' });
      await expect(startCanary(context, catalog, other, { by: 'asha', percent: 10, force: true })).rejects.toMatchObject({ exitCode: 1, message: expect.stringContaining('was withdrawn') });
      const bad = await publishVersion('bad', '^20.0.0');
      await expect(startCanary(context, catalog, bad, { by: 'asha', percent: 10 })).rejects.toMatchObject({
        problems: ['Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.'],
      });
      await expect(canaryOf(10, { expect: other })).rejects.toThrow(`${live} is live, not the expected ${other}; nothing changed`);
      expect((await catalogStatus()).canary).toBeNull();
      await expect(startCanary(context, catalog, bad, { by: 'asha', percent: 10, force: true, expect: live })).resolves.toMatchObject({ forced: true });
      expect(await lastEntry()).toMatchObject({ action: 'canary', version: bad, forced: true, problems: ['Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.'] });
    });

    it('refuses a share outside 1–99, the live version itself, and a canary with nothing live', async () => {
      for (const percent of [0, 100, 12.5]) await expect(canaryOf(percent)).rejects.toMatchObject({ exitCode: 2 });
      await expect(startCanary(context, catalog, live, { by: 'asha', percent: 10 })).rejects.toThrow('is already live');
      const content = findRemote('content-mfe')!;
      const files = await fakeBuild(path.join(environment.root, 'builds', 'content'), { folder: 'content-mfe' });
      const { version } = await publishBuild(context, content, files, { by: 'ci' });
      await expect(startCanary(context, content, version, { by: 'asha', percent: 10 })).rejects.toThrow('nothing is live to compare a canary with');
    });

    it('replaces a running canary; the same version only changes its share and keeps its figures', async () => {
      await canaryOf(10);
      await report(candidate, 2, 1);
      const { since } = (await catalogStatus()).canary!;
      await canaryOf(50, { autoRollback: true });
      expect((await catalogStatus()).canary).toMatchObject({ percent: 50, autoRollback: true, since, figures: { visitors: 3, failedVisitors: 1 } });
      await startCanary(context, catalog, other, { by: 'ravi', percent: 20 });
      expect((await catalogStatus()).canary).toMatchObject({ version: other, percent: 20, by: 'ravi', figures: { visitors: 0 } });
      expect(await lastEntry()).toMatchObject({ action: 'canary', version: other, reason: `20 % of visitors; replaces the canary of ${candidate}` });
    });

    it('keeps the live pointer still while a canary runs: promote and rollback --to are refused', async () => {
      await promote(context, catalog, other, { by: 'asha' });
      await canaryOf(10);
      await expect(promote(context, catalog, live, { by: 'asha' })).rejects.toThrow(`a canary of ${candidate} runs`);
      await expect(rollback(context, catalog, { by: 'asha', to: live })).rejects.toThrow('end it first');
      expect((await catalogStatus()).live).toBe(other);
    });
  });

  describe('ending a canary', () => {
    it('completes: the canary goes live for every visitor and ends', async () => {
      await canaryOf(40);
      await expect(completeCanary(context, catalog, { by: 'lena', version: other })).rejects.toThrow(`canary is ${candidate}, not ${other}`);
      const result = await completeCanary(context, catalog, { by: 'lena', version: candidate });
      expect(result).toMatchObject({ action: 'complete', version: candidate, live: candidate });
      expect(await catalogStatus()).toMatchObject({ live: candidate, previous: live, canary: null, setBy: 'lena' });
      expect(await lastEntry()).toMatchObject({ action: 'complete', version: candidate, by: 'lena', reason: `canary at 40 % completed; ${live} was live` });
      await expect(completeCanary(context, catalog, { by: 'lena' })).rejects.toThrow('runs no canary to complete');
      await expect(rollback(context, catalog, { by: 'lena' })).resolves.toMatchObject({ from: candidate, to: live });
    });

    it('rollback ends the canary only: the live version stays, and history says so', async () => {
      await canaryOf(40);
      expect(await rollback(context, catalog, { by: 'lena', reason: 'prices wrong' })).toMatchObject({ action: 'end-canary', version: candidate, live });
      expect(await catalogStatus()).toMatchObject({ live, canary: null });
      expect(await lastEntry()).toMatchObject({ action: 'end-canary', version: candidate, reason: `ended by rollback; ${live} stays live — prices wrong` });
    });

    it("withdrawing the canary's version ends the canary", async () => {
      await canaryOf(40);
      await withdraw(context, catalog, candidate, { by: 'lena', reason: 'leaks prices' });
      expect((await catalogStatus()).canary).toBeNull();
      expect((await history(context, catalog)).slice(-2)).toMatchObject([
        { action: 'withdraw', version: candidate, reason: 'leaks prices' },
        { action: 'end-canary', version: candidate, reason: `withdrawn; ${live} stays live` },
      ]);
    });
  });

  describe('auto-rollback', () => {
    it('waits for enough visitors and networks, then ends a canary failing significantly above the rate', async () => {
      await canaryOf(50, { autoRollback: true });
      await report(candidate, 0, 3);
      expect(await rollBackFailingCanary(context, 'catalog_mfe', candidate)).toBeUndefined();
      expect((await catalogStatus()).canary).toMatchObject({ figures: { visitors: 3, failedVisitors: 3, networks: 3, failedNetworks: 3, failureRate: 1 } });
      await report(candidate, 1, 2);
      const ended = await rollBackFailingCanary(context, 'catalog_mfe', candidate);
      expect(ended?.figures.canary).toEqual({ visitors: 6, failedVisitors: 5, networks: 6, failedNetworks: 5 });
      expect(await catalogStatus()).toMatchObject({ live, canary: null });
      expect(await lastEntry()).toMatchObject({
        action: 'auto-rollback',
        version: candidate,
        by: 'release policy',
        reason: '5 of 6 visitors failed (83.3 %), from 5 of 6 networks, against at most 25.0 % (too few live visitors reported to compare with): p = 0.0046, below 0.05',
      });
    });

    it('judges the canary against the live version over the same time', async () => {
      await canaryOf(50, { autoRollback: true });
      // A bad hour for everyone (the API, say): the canary fails no more often than the live version.
      await report(live, 30, 10);
      await report(candidate, 5, 3);
      expect(await rollBackFailingCanary(context, 'catalog_mfe', candidate)).toBeUndefined();
      expect((await catalogStatus()).canary).toMatchObject({ liveFigures: { visitors: 40, failedVisitors: 10 } });
      // The canary's own failures, far above the live version's.
      await report(candidate, 0, 12);
      const ended = await rollBackFailingCanary(context, 'catalog_mfe', candidate);
      expect(ended?.entry.reason).toBe(
        "15 of 20 visitors failed (75.0 %), from 15 of 20 networks, against the live version's 10 of 40 visitors failed (25.0 %), from 10 of 40 networks over the same time: p = 0.00011, below 0.05",
      );
    });

    it('never acts on failures from fewer networks than the policy asks, however many visitors', async () => {
      await canaryOf(50, { autoRollback: true });
      await report(candidate, 0, 30, { networks: 2 });
      expect(await rollBackFailingCanary(context, 'catalog_mfe', candidate)).toBeUndefined();
      // Each network adds at most 3 visitors (RELEASE_VISITORS_PER_NETWORK's default).
      expect((await catalogStatus()).canary).toMatchObject({ figures: { visitors: 6, failedVisitors: 6, networks: 2, failedNetworks: 2 } });
    });

    it('leaves a canary failing no more often than allowed, and one without --auto-rollback', async () => {
      await canaryOf(50, { autoRollback: true });
      await report(candidate, 3, 1);
      expect(await rollBackFailingCanary(context, 'catalog_mfe', candidate)).toBeUndefined();
      await canaryOf(50, { autoRollback: false });
      await report(candidate, 0, 5);
      expect(await rollBackFailingCanary(context, 'catalog_mfe', candidate)).toBeUndefined();
      expect((await catalogStatus()).canary).toMatchObject({ version: candidate, figures: { visitors: 9, failedVisitors: 6 } });
    });

    it('counts only what the canary ran, not the reports on its version from before', async () => {
      await report(candidate, 0, 10);
      // The gate refuses a version reported failing too often: forced, as after a fix elsewhere (the API).
      await canaryOf(50, { autoRollback: true, force: true });
      await report(candidate, 4, 0);
      expect(await rollBackFailingCanary(context, 'catalog_mfe', candidate)).toBeUndefined();
      expect((await catalogStatus()).canary?.figures).toEqual({ visitors: 4, failedVisitors: 0, networks: 4, failedNetworks: 0, failureRate: 0 });
    });

    it('ends the canary once however many reports arrive together', async () => {
      await canaryOf(50, { autoRollback: true });
      await report(candidate, 0, 6);
      const ended = await Promise.all(Array.from({ length: 6 }, () => rollBackFailingCanary(context, 'catalog_mfe', candidate)));
      expect(ended.filter(Boolean)).toHaveLength(1);
      expect((await history(context, catalog)).filter((entry) => entry.action === 'auto-rollback')).toHaveLength(1);
    });

    it("is what the site's reports do: a failing canary ends once, by the site's own view of the release", async () => {
      await canaryOf(50, { autoRollback: true });
      const site = siteReleaseFrom(context);
      let visitors = 0;
      /** A report from a visitor of its own, from a network of its own, with the token their page got. */
      const visit = async (outcome: 'load' | 'failure') => {
        visitors += 1;
        const visitor = `site-visitor-${visitors}`;
        const page = await site.withReportTokens({ remotes: { catalog_mfe: { version: candidate, manifest: 'http://r.test/m.json', previous: null } } }, visitor);
        const token = page.remotes.catalog_mfe!.reportToken!;
        return site.recordReport({ remote: 'catalog_mfe', version: candidate, outcome, token, visitor, network: `192.0.${visitors}.0/24` }, { reportsPerMinute: 60 });
      };
      for (const outcome of ['failure', 'failure', 'load'] as const) expect(await visit(outcome)).toEqual({ status: 'counted', ended: undefined });
      expect((await catalogStatus()).canary).not.toBeNull();
      const ended = await Promise.all([visit('failure'), visit('failure'), visit('failure')]);
      expect(ended.filter((result) => result.status === 'counted' && result.ended)).toHaveLength(1);
      expect((await catalogStatus()).canary).toBeNull();
      expect((await history(context, catalog)).filter((entry) => entry.action === 'auto-rollback')).toHaveLength(1);
    });
  });

  it('status shows the live version and the canary, each with its figures', async () => {
    await canaryOf(25, { autoRollback: true });
    await report(live, 5, 0);
    await report(candidate, 1, 1);
    const text = formatStatus([await catalogStatus()]);
    expect(text).toContain(`  live:      ${live}`);
    expect(text).toContain('  reports:   0 of 5 visitors failed (0.0 %), from 0 of 5 networks');
    expect(text).toMatch(new RegExp(`  canary:    ${candidate} to 25 % of visitors \\(rolls back by itself\\)  since \\S+ by asha\n`));
    expect(text).toContain('1 of 2 visitors failed (50.0 %), from 1 of 2 networks; live over that time: 0 of 5 visitors failed (0.0 %), from 0 of 5 networks');
  });
});
