import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promote } from '../commands/promote';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVisits } from '../testing/report-visits';
import { DEFAULT_POLICY } from '../reports/version-figures';
import { publicRegistry } from './public-registry';

const catalog = findRemote('catalog-mfe')!;
const policy = { ...DEFAULT_POLICY, knownGoodAfterMs: 400 };
let environment: FakeReleaseEnvironment;

const publish = async (marker: string) =>
  (await publishBuild(environment.context, catalog, await fakeBuild(path.join(environment.root, marker), { marker }), { by: 'ci' })).version;
const promoteForced = (version: string) => promote(environment.context, catalog, version, { by: 'asha', force: true });
const registry = async () => publicRegistry(await environment.context.registry.liveView(policy), {});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  environment = await fakeReleaseEnvironment();
});
afterEach(() => environment.cleanUp());

describe('the integrity browsers check', () => {
  it("is the published SHA-256 of each version's manifest and entry, in Subresource Integrity form", async () => {
    const dir = path.join(environment.root, 'build');
    const files = await fakeBuild(dir, { marker: 'one' });
    const { version } = await publishBuild(environment.context, catalog, files, { by: 'ci' });
    await promoteForced(version);
    const digest = (file: string) => `sha256-${createHash('sha256').update(readFileSync(path.join(dir, file))).digest('base64')}`;
    expect((await registry()).remotes.catalog_mfe!.integrity).toEqual({ manifest: digest('mf-manifest.json'), entry: digest('remoteEntry.js') });
  });
});

describe('the fallback browsers get', () => {
  it('is the last known good version, even two bad promotes later', async () => {
    const [good, bad1, bad2] = [await publish('good'), await publish('bad1'), await publish('bad2')];
    await promoteForced(good);
    await pause(500);
    await promoteForced(bad1);
    await promoteForced(bad2);
    const entry = (await registry()).remotes.catalog_mfe!;
    expect(entry.version).toBe(bad2);
    expect(entry.previous).toMatchObject({ version: good, manifest: expect.stringContaining(`/catalog-mfe/${good}/mf-manifest.json`) });
  });

  it('skips a version that was live long enough but failed too often, and names none when none is good', async () => {
    const [flaky, live] = [await publish('flaky'), await publish('live')];
    await promoteForced(flaky);
    await pause(500);
    await promoteForced(live);
    expect((await registry()).remotes.catalog_mfe!.previous?.version).toBe(flaky);
    // One failure, or many from a few networks, is no evidence: the version stays the fallback.
    await reportVisits(environment.context, 'catalog_mfe', flaky, { failures: 40, networks: 19 });
    expect((await registry()).remotes.catalog_mfe!.previous?.version).toBe(flaky);
    await reportVisits(environment.context, 'catalog_mfe', flaky, { loads: 10, failures: 20 });
    expect((await registry()).remotes.catalog_mfe!.previous).toBeNull();
  });
});

describe("the registry's generation", () => {
  it('moves with every promote, rollback and withdrawal, and with nothing a browser reports', async () => {
    const generation = () => environment.context.registry.generation();
    const [one, two] = [await publish('one'), await publish('two')];
    let before = await generation();
    await promoteForced(one);
    expect(await generation()).toBeGreaterThan(before);
    before = await generation();
    await promoteForced(two);
    expect(await generation()).toBeGreaterThan(before);
    before = await generation();
    await reportVisits(environment.context, 'catalog_mfe', two, { failures: 1 });
    expect(await generation()).toBe(before);
    await environment.context.registry.moveLive('catalog_mfe', (stack) => ({
      stack: stack.slice(0, -1),
      entry: { version: one, action: 'rollback', by: 'asha' },
      result: undefined,
    }));
    expect(await generation()).toBeGreaterThan(before);
    before = await generation();
    await environment.context.registry.withdraw('catalog_mfe', two, { by: 'asha', reason: 'broken' });
    expect(await generation()).toBeGreaterThan(before);
  });
});
