import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { history } from '../commands/history';
import { publishBuild } from '../commands/publish';
import { verify } from '../commands/verify';
import { gateInWorker } from '../gate/gate-in-worker';
import { findRemote, type ReleaseContext } from '../release-context';
import { EXIT } from '../release-error';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { startGateWorker, type GateWorker } from './gate-worker';

const catalog = findRemote('catalog-mfe')!;
const quiet = { info: () => {}, error: () => {} };
let environment: FakeReleaseEnvironment;
/** The release service's side: its gate runs are queued for a worker, never run here. */
let serving: ReleaseContext;
let workers: GateWorker[] = [];

async function publishVersion(marker: string) {
  const files = await fakeBuild(path.join(environment.root, 'builds', marker), { marker });
  return (await publishBuild(environment.context, catalog, files, { by: 'ci' })).version;
}

/** A release worker on the same database, running the gate with the fake environment's smoke render. */
function startWorker(leaseMs = 30_000) {
  const worker = startGateWorker(environment.context, { log: quiet, idleMs: 20, leaseMs });
  workers.push(worker);
  return worker;
}

const jobs = () => environment.context.registry.gateJobs;

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  serving = { ...environment.context, gateRuns: gateInWorker(environment.context.registry.gateJobs, { maxWaiting: 8, pollMs: 20 }) };
});
afterAll(() => environment?.cleanUp());
beforeEach(() => {
  Object.assign(environment.smoke, { runs: [], problems: [], takesMs: 0, mostAtOnce: 0 });
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});

describe('a gate run of a process that serves', () => {
  it('is a job in PostgreSQL: with no worker it stays queued, nothing renders, and the caller is told after its wait', async () => {
    const version = await publishVersion('no-worker');
    const waiting = { ...serving, gateRuns: gateInWorker(jobs(), { maxWaiting: 8, pollMs: 20, waitMs: 400 }) };
    const run = verify(waiting, catalog, version, { by: 'ci' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await jobs().counts()).toEqual({ running: 0, waiting: 1 });
    await expect(run).rejects.toMatchObject({ exitCode: EXIT.busy, message: expect.stringContaining('not taken by any release worker') });
    expect(environment.smoke.runs).toEqual([]);
    // Given up by its caller: no worker starting later runs it for nobody.
    expect(await jobs().counts()).toEqual({ running: 0, waiting: 0 });
  });

  it("runs in a release worker, and its outcome comes back to be recorded by the caller", async () => {
    const version = await publishVersion('worker');
    startWorker();
    environment.smoke.problems = ['/products: the page area has no <h1>'];
    await expect(verify(serving, catalog, version, { by: 'ci' })).rejects.toMatchObject({ exitCode: EXIT.refused, problems: ['/products: the page area has no <h1>'] });
    expect(environment.smoke.runs).toHaveLength(1);
    expect((await history(environment.context, catalog)).at(-1)).toMatchObject({ action: 'verify', version, problems: ['/products: the page area has no <h1>'] });
  });

  it('runs once however many workers there are, one run at a time in each', async () => {
    const version = await publishVersion('many');
    environment.smoke.takesMs = 100;
    startWorker();
    startWorker();
    const runs = Array.from({ length: 5 }, () => verify(serving, catalog, version, { by: 'ci' }));
    await expect(Promise.all(runs)).resolves.toHaveLength(5);
    expect(environment.smoke.runs).toHaveLength(5);
    expect(environment.smoke.mostAtOnce).toBeLessThanOrEqual(2);
  });

  it("is taken again by another worker when the one running it died (its lease ran out)", async () => {
    const version = await publishVersion('recovered');
    const run = verify(serving, catalog, version, { by: 'ci' });
    // A worker that claims the job and dies: it never renews its lease.
    let dead;
    while (!(dead = await jobs().claim('dead worker', 300))) await new Promise((resolve) => setTimeout(resolve, 10));
    startWorker(300);
    await expect(run).resolves.toMatchObject({ ok: true });
    expect(environment.smoke.runs).toHaveLength(1);
    expect(dead.attempts).toBe(1);
  });

  it('is refused as busy, before it is queued, when as many are under way and waiting as the queue takes, across instances', async () => {
    const version = await publishVersion('busy');
    const instance = () => ({ ...environment.context, gateRuns: gateInWorker(jobs(), { maxWaiting: 1, pollMs: 20 }) });
    environment.smoke.takesMs = 200;
    startWorker();
    const answers = await Promise.all([instance(), instance(), instance()].map((context) => verify(context, catalog, version, { by: 'ci' }).then(() => 'passed', (error: { exitCode: number }) => error.exitCode)));
    expect(answers.sort()).toEqual([EXIT.busy, 'passed', 'passed']);
  });
});
