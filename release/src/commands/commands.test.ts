import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { findRemote, type ReleaseContext } from '../release-context';
import { fakeReleaseEnvironment, writeFakeBuild, type FakeReleaseEnvironment } from '../testing/fake-release';
import { history } from './history';
import { promote } from './promote';
import { publish } from './publish';
import { recordLoadFailure } from './record-failure';
import { rollback } from './rollback';
import { status } from './status';

const catalog = findRemote('catalog-mfe')!;
let root: string;
let context: ReleaseContext;
let environment: FakeReleaseEnvironment;

async function publishVersion(version: string, requiredReact?: string) {
  const sourceDir = path.join(root, 'builds', version);
  await writeFakeBuild(sourceDir, requiredReact);
  return publish(context, catalog, { version, sourceDir, skipBuild: true, by: 'ci' });
}

const catalogStatus = async () => (await status(context)).find((row) => row.remote === 'catalog-mfe')!;

// The registry is data: every case runs on the embedded server and, in CI, a real one too.
describe.each(inject('databaseServers'))('on $name', (server) => {
  beforeEach(async () => {
    environment = await fakeReleaseEnvironment(server);
    ({ root, context } = environment);
  });
  afterEach(() => environment.cleanUp());

  describe('publish', () => {
    it('stores a release under <remote>/<version>/ and refuses to publish it again', async () => {
      const result = await publishVersion('1.0.0-a');
      expect(result.location).toMatch(/catalog-mfe\/1\.0\.0-a$/);
      expect(await context.storage.hasFile('catalog-mfe', '1.0.0-a', 'remoteEntry.js')).toBe(true);
      await expect(publishVersion('1.0.0-a')).rejects.toThrow('already published; a published release never changes');
    });
  });

  describe('promote and rollback', () => {
    beforeEach(async () => {
      for (const version of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) await publishVersion(version);
    });

    it('promotes, rolls back one step, and rolls back to any earlier live version', async () => {
      await promote(context, catalog, '1.0.0-a', { by: 'asha', reason: 'first' });
      await promote(context, catalog, '1.0.0-b', { by: 'asha' });
      await promote(context, catalog, '1.0.0-c', { by: 'ravi' });
      expect(await catalogStatus()).toMatchObject({ live: '1.0.0-c', previous: '1.0.0-b', setBy: 'ravi' });

      const back = await rollback(context, catalog, { by: 'ravi', reason: 'checkout bug' });
      expect(back).toMatchObject({ from: '1.0.0-c', to: '1.0.0-b' });
      await promote(context, catalog, '1.0.0-c', { by: 'asha' });
      await rollback(context, catalog, { by: 'ravi', to: '1.0.0-a' });
      expect(await catalogStatus()).toMatchObject({ live: '1.0.0-a', previous: null });
      await expect(rollback(context, catalog, { by: 'ravi' })).rejects.toThrow('no earlier live version');

      const actions = (await history(context, catalog)).map((entry) => `${entry.action} ${entry.version} ${entry.by}`);
      expect(actions.slice(3)).toEqual([
        'promote 1.0.0-a asha',
        'promote 1.0.0-b asha',
        'promote 1.0.0-c ravi',
        'rollback 1.0.0-b ravi',
        'promote 1.0.0-c asha',
        'rollback 1.0.0-a ravi',
      ]);
    });

    it('refuses to roll back to a version that was never live', async () => {
      await promote(context, catalog, '1.0.0-a', { by: 'asha' });
      await promote(context, catalog, '1.0.0-b', { by: 'asha' });
      await expect(rollback(context, catalog, { by: 'asha', to: '1.0.0-c' })).rejects.toThrow('was never live');
    });

    it('refuses a release the gate rejects, unless forced, and records the force', async () => {
      await publishVersion('2.0.0-bad', '^20.0.0');
      await expect(promote(context, catalog, '2.0.0-bad', { by: 'asha' })).rejects.toMatchObject({
        problems: ['Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.'],
      });
      expect((await catalogStatus()).live).toBeNull();
      const forced = await promote(context, catalog, '2.0.0-bad', { by: 'asha', force: true, reason: 'hotfix' });
      expect(forced.forced).toBe(true);
      expect((await history(context, catalog)).at(-1)).toMatchObject({ action: 'promote', forced: true, reason: 'hotfix' });
    });

    it('refuses an unpublished version', async () => {
      await expect(promote(context, catalog, '9.9.9', { by: 'asha' })).rejects.toMatchObject({ exitCode: 3 });
    });
  });

  describe('load failures', () => {
    it('counts failures reported for the live version since it went live', async () => {
      await publishVersion('1.0.0-a');
      await publishVersion('1.0.0-b');
      await promote(context, catalog, '1.0.0-a', { by: 'asha' });
      await promote(context, catalog, '1.0.0-b', { by: 'asha' });
      expect(await recordLoadFailure(context, 'catalog_mfe', '1.0.0-b')).toBe(true);
      expect(await recordLoadFailure(context, 'catalog_mfe', '1.0.0-b')).toBe(true);
      expect(await recordLoadFailure(context, 'catalog_mfe', 'never-published')).toBe(false);
      expect((await catalogStatus()).failuresSinceLive).toBe(2);
    });
  });
});
