import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote } from '../commands/promote';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { runReleaseCli } from '../testing/release-cli';

let fake: FakeReleaseEnvironment;
let candidate: string;

const runCli = (args: string[]) => runReleaseCli(args, fake.env);

beforeAll(async () => {
  fake = await fakeReleaseEnvironment();
  const catalog = findRemote('catalog-mfe')!;
  const publish = async (marker: string) => (await publishBuild(fake.context, catalog, await fakeBuild(path.join(fake.root, marker), { marker }), { by: 'ci' })).version;
  await promote(fake.context, catalog, await publish('live'), { by: 'ci' });
  candidate = await publish('candidate');
});
afterAll(() => fake.cleanUp());

describe('pnpm release promote --stages', () => {
  it('starts a rolling release, and refuses a plan it cannot read as a usage error', async () => {
    const [started, noEvery, badStages, withCanary] = await Promise.all([
      runCli(['promote', 'catalog-mfe', candidate, '--stages', '10,50,100', '--every', '10m', '--skip-smoke', '--by', 'asha']),
      runCli(['promote', 'catalog-mfe', candidate, '--stages', '10,50,100']),
      runCli(['promote', 'catalog-mfe', candidate, '--stages', '10,50', '--every', '1h']),
      runCli(['promote', 'catalog-mfe', candidate, '--stages', '10,100', '--every', '1h', '--canary', '10']),
    ]);
    expect(started).toMatchObject({ code: 0 });
    expect(started.stdout).toContain(`catalog-mfe: ${candidate} runs for 10 % of visitors (rolling: 10 → 50 → 100 %, a stage every 10m while healthy), rolling back by itself`);
    expect(noEvery).toMatchObject({ code: 2, stderr: expect.stringContaining('--stages needs --every with a duration') });
    expect(badStages).toMatchObject({ code: 2, stderr: expect.stringContaining("last stage is 100 (live for every visitor), not 50") });
    expect(withCanary).toMatchObject({ code: 2, stderr: expect.stringContaining('--stages goes with neither --canary nor --complete') });
    const status = await runCli(['status']);
    expect(status.stdout).toMatch(/ {2}rolling: {3}10 → 50 → 100 %, a stage every 10m; at stage 1 of 3 \(10 %\), next step at \S+ if healthy/);
  }, 120_000);
});
