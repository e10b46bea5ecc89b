import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { runReleaseCli } from '../testing/release-cli';

let root: string;
let env: NodeJS.ProcessEnv;
let fake: FakeReleaseEnvironment;
const versions: string[] = [];
// Fake builds hold no code a browser could run.
const NO_BROWSER = ['--skip-smoke'];

const runCli = (args: string[], killAfterMs?: number) => runReleaseCli(args, env, killAfterMs);

beforeAll(async () => {
  fake = await fakeReleaseEnvironment();
  ({ root, env } = fake);
  const catalog = findRemote('catalog-mfe')!;
  for (let index = 1; index <= 20; index += 1) {
    const files = await fakeBuild(path.join(root, 'builds', String(index)), { marker: String(index) });
    versions.push((await publishBuild(fake.context, catalog, files, { by: 'ci' })).version);
  }
});
afterAll(() => fake.cleanUp());
const catalogRecord = async () => (await fake.context.registry.read()).remotes.catalog_mfe!;

describe('the release CLI under concurrency', () => {
  it('serialises 20 simultaneous promotes into one valid registry with 20 entries', async () => {
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, index) => runCli(['promote', 'catalog-mfe', versions[index]!, '--json', '--by', `op${index}`, ...NO_BROWSER])),
    );
    expect(runs.map((run) => run.code)).toEqual(Array(20).fill(0));
    const record = await catalogRecord();
    expect(record.history.filter((entry) => entry.action === 'promote')).toHaveLength(20);
    expect(new Set(record.liveStack).size).toBe(20);
    // Twenty Node processes at once: a busy 2-core machine needs minutes, a quiet one seconds.
  }, 300_000);

  it('keeps a valid registry when commands are killed mid-way', async () => {
    // Rollbacks killed at moments spread over their run (about 0.45 s from start to finish on a
    // quiet machine): each either completes or leaves no trace.
    for (const delay of [100, 200, 300, 400, 500]) await runCli(['rollback', 'catalog-mfe', '--by', 'killed', ...NO_BROWSER], delay);
    const record = await catalogRecord();
    const rollbacks = record.history.filter((entry) => entry.action === 'rollback').length;
    expect(record.liveStack).toHaveLength(20 - rollbacks);
    // A transaction left open by a killed command does not block the next one.
    expect((await runCli(['status'])).code).toBe(0);
    expect((await runCli(['rollback', 'catalog-mfe', '--by', 'after', ...NO_BROWSER])).code).toBe(0);
  }, 180_000);

  it('answers in JSON with meaningful exit codes', async () => {
    const refused = await runCli(['promote', 'catalog-mfe', '9.9.9', '--json']);
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, error: expect.stringContaining('not published') });
    const usage = await runCli(['promote']);
    expect(usage.code).toBe(2);
    const status = await runCli(['status', '--json']);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout).result[0]).toMatchObject({ remote: 'catalog-mfe', live: expect.stringMatching(/^1\.0\.0-/) });
  }, 60_000);
});
