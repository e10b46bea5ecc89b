import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gateHere } from '../gate/gate-runs';
import { findRemote } from '../release-context';
import { EXIT } from '../release-error';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { history } from './history';
import { promote } from './promote';
import { publishBuild } from './publish';
import { verify } from './verify';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;

async function publishVersion(marker: string, requiredReact?: string) {
  const files = await fakeBuild(path.join(environment.root, 'builds', marker), { marker, requiredReact });
  return (await publishBuild(environment.context, catalog, files, { by: 'ci' })).version;
}
const lastEntry = async () => (await history(environment.context, catalog)).at(-1);

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
});
afterAll(() => environment?.cleanUp());
beforeEach(() => {
  Object.assign(environment.smoke, { runs: [], problems: [], takesMs: 0, mostAtOnce: 0 });
});

describe('a gate run', () => {
  it('is recorded when a verify passes, with who ran it and what was skipped', async () => {
    const version = await publishVersion('passes');
    await expect(verify(environment.context, catalog, version, { by: 'ravi via catalog-mfe team', skipSmoke: true })).resolves.toMatchObject({ ok: true });
    expect(await lastEntry()).toEqual({
      version,
      action: 'verify',
      at: expect.any(String),
      by: 'ravi via catalog-mfe team',
      reason: 'passed the gate',
      skipped: ['smoke render'],
    });
  });

  it('is recorded with its problems when a verify does not pass', async () => {
    const version = await publishVersion('fails', '^20.0.0');
    await expect(verify(environment.context, catalog, version, { by: 'ci', reason: 'nightly' })).rejects.toMatchObject({ exitCode: EXIT.refused });
    expect(await lastEntry()).toMatchObject({
      version,
      action: 'verify',
      reason: 'did not pass the gate — nightly',
      problems: ['Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.'],
    });
  });

  it('that refuses a promote is recorded as a verify that moved nothing; a forced one by the promote alone', async () => {
    const version = await publishVersion('refused', '^20.0.0');
    await expect(promote(environment.context, catalog, version, { by: 'asha' })).rejects.toThrow('did not pass the gate');
    expect(await lastEntry()).toMatchObject({ version, action: 'verify', by: 'asha', reason: 'promote refused: did not pass the gate', problems: [expect.stringContaining('react ^20.0.0')] });
    const before = (await history(environment.context, catalog)).length;
    await promote(environment.context, catalog, version, { by: 'asha', force: true });
    const after = await history(environment.context, catalog);
    expect(after.slice(before)).toEqual([expect.objectContaining({ action: 'promote', forced: true })]);
  });

  it('waits for the one running: parallel runs render one at a time, and all are answered', async () => {
    const version = await publishVersion('parallel');
    environment.smoke.takesMs = 150;
    const runs = Array.from({ length: 3 }, () => verify(environment.context, catalog, version, { by: 'ci' }));
    await expect(Promise.all(runs)).resolves.toHaveLength(3);
    expect(environment.smoke.runs).toHaveLength(3);
    expect(environment.smoke.mostAtOnce).toBe(1);
  });

  it("lets the smoke render's browser reach the site, its API and the release store, and nothing else", async () => {
    const version = await publishVersion('origins');
    await verify(environment.context, catalog, version, { by: 'ci' });
    const { publicUrls } = environment.context;
    expect(environment.smoke.runs[0]!.origins).toEqual([environment.baseUrl, new URL(publicUrls.api).origin]);
  });

  it('is refused as busy, and not recorded, when the queue is full', async () => {
    const version = await publishVersion('busy');
    const context = { ...environment.context, gateRuns: gateHere(1) };
    environment.smoke.takesMs = 150;
    const before = (await history(context, catalog)).length;
    const runs = Array.from({ length: 3 }, () => verify(context, catalog, version, { by: 'ci' }).then(() => 'passed', (error: { exitCode: number; message: string }) => error));
    const answers = await Promise.all(runs);
    expect(answers.filter((answer) => answer === 'passed')).toHaveLength(2);
    expect(answers.find((answer) => answer !== 'passed')).toMatchObject({ exitCode: EXIT.busy, message: expect.stringContaining('The gate is busy') });
    expect((await history(context, catalog)).length - before).toBe(2);
  });
});
