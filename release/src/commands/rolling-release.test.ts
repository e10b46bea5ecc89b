import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { publicRegistry } from '../registry/public-registry';
import { findRemote, openReleaseContext, type ReleaseContext } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVisits } from '../testing/report-visits';
import { advanceRollingReleases } from './advance-rolling-releases';
import { completeCanary, startCanary } from './canary';
import { history } from './history';
import { promote } from './promote';
import { publishBuild } from './publish';
import { rollback } from './rollback';
import { startRollingRelease } from './rolling-release';
import { formatStatus, status } from './status';

// As in canary.test.ts: at least 4 visitors, failures from at least 3 networks, above 25 %, significantly.
const POLICY_ENV = { RELEASE_MIN_VISITORS: '4', RELEASE_MIN_NETWORKS: '3', RELEASE_MAX_FAILURE_RATE: '0.25' };
const TEN_MINUTES = 600_000;

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let context: ReleaseContext;
let live: string, candidate: string;

const catalogStatus = async () => (await status(context)).find((row) => row.remote === 'catalog-mfe')!;
const lastEntry = async () => (await history(context, catalog)).at(-1);
const rolling = (stages = [10, 50, 100], more: { reason?: string } = {}) => startRollingRelease(context, catalog, candidate, { by: 'asha', stages, everySeconds: 600, ...more });
/** When the running plan's next step is due, by the registry's clock. */
const nextStep = async () => Date.parse((await catalogStatus()).canary!.rolling!.nextStepAt);
const advanceAt = (ms: number) => advanceRollingReleases(context, new Date(ms));

describe.each(inject('databaseServers'))('rolling releases on $name', (server) => {
  beforeEach(async () => {
    environment = await fakeReleaseEnvironment(server, () => POLICY_ENV);
    context = environment.context;
    for (const marker of ['live', 'candidate']) {
      const files = await fakeBuild(path.join(environment.root, 'builds', marker), { marker });
      const { version } = await publishBuild(context, catalog, files, { by: 'ci' });
      if (marker === 'live') live = version;
      else candidate = version;
    }
    await promote(context, catalog, live, { by: 'asha' });
  });
  afterEach(() => environment.cleanUp());

  it('starts a canary at the first stage that rolls back by itself, and says the plan in status and history', async () => {
    const result = await rolling(undefined, { reason: 'new listing' });
    expect(result).toMatchObject({ action: 'canary', version: candidate, live, percent: 10, autoRollback: true, plan: { stages: [10, 50, 100], everySeconds: 600 } });
    const { canary } = await catalogStatus();
    expect(canary).toMatchObject({ percent: 10, autoRollback: true, rolling: { stages: [10, 50, 100], stage: 1, everySeconds: 600 } });
    expect(Date.parse(canary!.rolling!.nextStepAt) - Date.parse(canary!.since)).toBe(TEN_MINUTES);
    expect(formatStatus([await catalogStatus()])).toContain(
      `  rolling:   10 → 50 → 100 %, a stage every 10m; at stage 1 of 3 (10 %), next step at ${canary!.rolling!.nextStepAt} if healthy`,
    );
    expect(await lastEntry()).toMatchObject({ action: 'canary', by: 'asha', reason: '10 % of visitors, rolling 10 → 50 → 100 %, a stage every 10m, rolls back by itself — new listing' });
  });

  it('refuses a plan that cannot run, changing nothing', async () => {
    for (const stages of [[10, 50], [50, 10, 100], [0, 100], [100]]) await expect(rolling(stages)).rejects.toMatchObject({ exitCode: 2 });
    await expect(startRollingRelease(context, catalog, candidate, { by: 'asha', stages: [10, 100], everySeconds: 0 })).rejects.toMatchObject({ exitCode: 2 });
    expect((await catalogStatus()).canary).toBeNull();
  });

  it('advances a healthy canary every step by itself, and makes it live for every visitor at 100', async () => {
    await rolling();
    const first = await nextStep();
    await reportVisits(context, 'catalog_mfe', candidate, { loads: 5 });
    expect(await advanceAt(first - 1)).toEqual({ advanced: [], held: [] });
    expect((await advanceAt(first)).advanced).toEqual([{ remote: 'catalog-mfe', version: candidate, action: 'canary-stage', percent: 50, reason: expect.any(String) }]);
    expect((await catalogStatus()).canary).toMatchObject({ percent: 50, rolling: { stage: 2, nextStepAt: new Date(first + TEN_MINUTES).toISOString() } });
    expect(await lastEntry()).toMatchObject({
      action: 'canary-stage',
      version: candidate,
      by: 'release policy',
      reason:
        "to stage 2 of 3 (50 %); at stage 1 of 3 (10 %): 0 of 5 visitors failed (0.0 %), from 0 of 5 networks, against the live version's 0 of 0 visitors failed (0.0 %), from 0 of 0 networks over the same time",
    });
    const view = await context.registry.liveView(context.policy);
    expect([publicRegistry(view, {}, 49).remotes.catalog_mfe?.version, publicRegistry(view, {}, 50).remotes.catalog_mfe?.version]).toEqual([candidate, live]);

    const smokeRuns = environment.smoke.runs.length;
    expect((await advanceAt(first + TEN_MINUTES - 1)).advanced).toEqual([]);
    expect((await advanceAt(first + TEN_MINUTES)).advanced).toMatchObject([{ action: 'complete', percent: 100 }]);
    expect(await catalogStatus()).toMatchObject({ live: candidate, previous: live, canary: null, setBy: 'release policy' });
    // The gate ran again, without rendering: the canary's visitors did that for real.
    expect(environment.smoke.runs).toHaveLength(smokeRuns);
    expect(await lastEntry()).toMatchObject({ action: 'complete', by: 'release policy', skipped: ['smoke render'], reason: expect.stringMatching(new RegExp(`^rolling release completed; at stage 2 of 3 \\(50 %\\): .*; ${live} was live$`)) });
    expect((await advanceAt(first + 100 * TEN_MINUTES)).advanced).toEqual([]);
  });

  it('rolls back by itself at a step when the canary is failing', async () => {
    await rolling();
    // Failures counted without the beacon's own check (reportVisits): the step judges them.
    await reportVisits(context, 'catalog_mfe', candidate, { loads: 1, failures: 5 });
    expect((await advanceAt(await nextStep())).advanced).toMatchObject([{ action: 'auto-rollback', percent: 0 }]);
    expect(await catalogStatus()).toMatchObject({ live, canary: null });
    expect(await lastEntry()).toMatchObject({
      action: 'auto-rollback',
      by: 'release policy',
      reason: expect.stringMatching(/^5 of 6 visitors failed \(83\.3 %\), .*below 0\.05; at stage 1 of 3 \(10 %\) of its rolling release$/),
    });
  });

  it("stops when a person rolls back, completes, or sets the canary's share", async () => {
    await rolling();
    await rollback(context, catalog, { by: 'lena' });
    expect((await advanceAt(Date.now() + 100 * TEN_MINUTES)).advanced).toEqual([]);

    await rolling();
    await startCanary(context, catalog, candidate, { by: 'lena', percent: 30 });
    expect(await lastEntry()).toMatchObject({ action: 'canary', reason: '30 % of visitors; its rolling release stops advancing' });
    expect((await catalogStatus()).canary).toMatchObject({ percent: 30, rolling: null });
    expect((await advanceAt(Date.now() + 100 * TEN_MINUTES)).advanced).toEqual([]);

    await rolling();
    await completeCanary(context, catalog, { by: 'lena' });
    expect((await advanceAt(Date.now() + 100 * TEN_MINUTES)).advanced).toEqual([]);
    expect(await catalogStatus()).toMatchObject({ live: candidate, setBy: 'lena' });
  });

  it('takes a due step once, however many site instances advance together', async () => {
    await rolling();
    const due = await nextStep();
    const other = await openReleaseContext(environment.env);
    try {
      const passes = await Promise.all([
        ...Array.from({ length: 3 }, () => advanceRollingReleases(context, new Date(due))),
        ...Array.from({ length: 3 }, () => advanceRollingReleases(other, new Date(due + 1000))),
      ]);
      expect(passes.flatMap((pass) => pass.advanced)).toHaveLength(1);
    } finally {
      await other.close();
    }
    expect((await history(context, catalog)).filter((entry) => entry.action === 'canary-stage')).toHaveLength(1);
    expect((await catalogStatus()).canary).toMatchObject({ percent: 50 });
  });

  it('waits while the gate cannot run before going live, and rolls back when it refuses', async () => {
    await rolling([50, 100]);
    const shellManifest = path.join(environment.root, 'shell', 'mf-manifest.json');
    const shell = await readFile(shellManifest);
    await rm(shellManifest);
    const { advanced, held } = await advanceAt(await nextStep());
    expect(advanced).toEqual([]);
    expect(held).toEqual([{ remote: 'catalog-mfe', version: candidate, reason: expect.stringContaining("the gate could not run: The deployed shell has no mf-manifest.json") }]);
    expect((await catalogStatus()).canary).toMatchObject({ percent: 50 });

    await writeFile(shellManifest, shell);
    // The store's copy changed since it was published: the gate refuses it.
    await writeFile(path.join(environment.root, 'store', 'catalog-mfe', candidate, 'remoteEntry.js'), '/* changed */');
    expect((await advanceAt(await nextStep())).advanced).toMatchObject([{ action: 'auto-rollback' }]);
    expect(await catalogStatus()).toMatchObject({ live, canary: null });
    expect(await lastEntry()).toMatchObject({ action: 'auto-rollback', reason: expect.stringMatching(/^did not pass the gate to go live for every visitor: .*remoteEntry\.js/) });
  });
});
