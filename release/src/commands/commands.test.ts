import { truncate } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { findRemote, type ReleaseContext } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { reportVisits } from '../testing/report-visits';
import { history } from './history';
import { promote } from './promote';
import { publishBuild } from './publish';
import { resetFigures } from './reset-figures';
import { rollback } from './rollback';
import { formatStatus, status } from './status';
import { withdraw } from './withdraw';

const catalog = findRemote('catalog-mfe')!;
let root: string;
let context: ReleaseContext;
let environment: FakeReleaseEnvironment;

/** Publishes a fake catalog build whose code carries `marker`; answers its version. */
async function publishVersion(marker: string, requiredReact?: string) {
  const files = await fakeBuild(path.join(root, 'builds', marker), { marker, requiredReact });
  return (await publishBuild(context, catalog, files, { by: 'ci' })).version;
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
    it('stores a release under <remote>/<version>/ with its public manifest URL, the version from its content', async () => {
      const files = await fakeBuild(path.join(root, 'a'), { marker: 'a' });
      const result = await publishBuild(context, catalog, files, { by: 'ci' });
      expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
      expect(result).toMatchObject({ alreadyPublished: false, manifestUrl: `${environment.baseUrl}/store/catalog-mfe/${result.version}/mf-manifest.json` });
      expect((await context.storage.readFile('catalog-mfe', result.version, 'remoteEntry.js'))?.toString()).toContain('a');
      const stored = await context.registry.findVersion('catalog_mfe', result.version);
      expect(stored?.files.map((file) => file.path)).toContain('remoteEntry.js');
      expect(stored?.files.find((file) => file.path === 'remoteEntry.js')?.sha256).toMatch(/^[0-9a-f]{64}$/);
      // The server build goes with it, each file with its SHA-256 like every other.
      expect((await context.storage.readFile('catalog-mfe', result.version, 'server/remoteEntry.js'))?.toString()).toContain('server/remoteEntry.js a');
      expect(stored?.files.find((file) => file.path === 'server/remoteEntry.js')?.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers the existing version for the same content, published from anywhere, and changes nothing', async () => {
      const first = await publishVersion('same');
      const again = await publishBuild(context, catalog, await fakeBuild(path.join(root, 'elsewhere'), { marker: 'same' }), { by: 'other' });
      expect(again).toMatchObject({ version: first, alreadyPublished: true });
      expect((await history(context, catalog)).filter((entry) => entry.action === 'publish')).toHaveLength(1);
      expect(await publishVersion('different')).not.toBe(first);
    });

    it('refuses a build the static checks reject before storing it, unless forced, and records the force', async () => {
      const files = (await fakeBuild(path.join(root, 'incomplete'), { marker: 'incomplete' })).filter((file) => file.path !== 'CartPage.js');
      await expect(publishBuild(context, catalog, files, { by: 'ci' })).rejects.toMatchObject({
        message: expect.stringContaining('did not pass the static checks; nothing was stored'),
        problems: ['File listed in mf-manifest.json is missing from the release: CartPage.js'],
      });
      expect(await context.registry.versions('catalog_mfe')).toEqual([]);
      const forced = await publishBuild(context, catalog, files, { by: 'ci', force: true });
      expect(await context.storage.hasRelease('catalog-mfe', forced.version)).toBe(true);
      expect((await history(context, catalog)).at(-1)).toMatchObject({ action: 'publish', forced: true, problems: ['File listed in mf-manifest.json is missing from the release: CartPage.js'] });
    });

    it('refuses the build of another remote, and a folder that is not a build', async () => {
      const content = await fakeBuild(path.join(root, 'content'), { folder: 'content-mfe' });
      await expect(publishBuild(context, catalog, content, { by: 'ci' })).rejects.toThrow('This is a build of content_mfe, not of catalog-mfe.');
      await expect(publishBuild(context, catalog, [{ path: 'index.js', bytes: Buffer.from('') }], { by: 'ci' })).rejects.toThrow('has no mf-manifest.json');
    });
  });

  describe('promote and rollback', () => {
    let a: string, b: string, c: string;
    beforeEach(async () => {
      [a, b, c] = [await publishVersion('a'), await publishVersion('b'), await publishVersion('c')];
    });

    it('promotes, rolls back one step, and rolls back to any earlier live version', async () => {
      await promote(context, catalog, a, { by: 'asha', reason: 'first' });
      await promote(context, catalog, b, { by: 'asha' });
      await promote(context, catalog, c, { by: 'ravi' });
      expect(await catalogStatus()).toMatchObject({ live: c, previous: b, setBy: 'ravi' });

      const back = await rollback(context, catalog, { by: 'ravi', reason: 'checkout bug' });
      expect(back).toMatchObject({ from: c, to: b });
      await promote(context, catalog, c, { by: 'asha' });
      await rollback(context, catalog, { by: 'ravi', to: a });
      expect(await catalogStatus()).toMatchObject({ live: a, previous: null });
      await expect(rollback(context, catalog, { by: 'ravi' })).rejects.toThrow('no earlier live version');

      const actions = (await history(context, catalog)).map((entry) => `${entry.action} ${entry.version} ${entry.by}`);
      expect(actions.slice(3)).toEqual([`promote ${a} asha`, `promote ${b} asha`, `promote ${c} ravi`, `rollback ${b} ravi`, `promote ${c} asha`, `rollback ${a} ravi`]);
    });

    it('refuses to roll back to a version that was never live', async () => {
      await promote(context, catalog, a, { by: 'asha' });
      await promote(context, catalog, b, { by: 'asha' });
      await expect(rollback(context, catalog, { by: 'asha', to: c })).rejects.toThrow('was never live');
    });

    it('promotes with --expect only while the expected version is live', async () => {
      await expect(promote(context, catalog, a, { by: 'ci', expect: b })).rejects.toThrow(`nothing is live, not the expected ${b}; nothing changed`);
      await promote(context, catalog, a, { by: 'ci', expect: 'none' });
      await expect(promote(context, catalog, c, { by: 'ci', expect: b })).rejects.toThrow(`${a} is live, not the expected ${b}`);
      expect((await catalogStatus()).live).toBe(a);
      await promote(context, catalog, b, { by: 'ci', expect: a });
      expect((await catalogStatus()).live).toBe(b);
    });

    it('refuses a release the gate rejects, unless forced, and records the force', async () => {
      const bad = await publishVersion('bad', '^20.0.0');
      await expect(promote(context, catalog, bad, { by: 'asha' })).rejects.toMatchObject({
        problems: ['Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.'],
      });
      expect((await catalogStatus()).live).toBeNull();
      const forced = await promote(context, catalog, bad, { by: 'asha', force: true, reason: 'hotfix' });
      expect(forced.forced).toBe(true);
      expect((await history(context, catalog)).at(-1)).toMatchObject({ action: 'promote', forced: true, reason: 'hotfix' });
    });

    it('renders every page of the candidate in a browser on the deployed site, and refuses on what it saw', async () => {
      await promote(context, catalog, a, { by: 'asha' });
      const [run] = environment.smoke.runs;
      expect(run).toMatchObject({ siteUrl: `${environment.baseUrl}/shell`, remote: 'catalog_mfe', candidate: { version: a, integrity: { entry: expect.stringMatching(/^sha256-/) } } });
      expect(run!.pages.map((page) => page.path)).toEqual(['/products', '/products/details/1', '/cart', '/wishlist']);

      environment.smoke.problems = ['CartPage (/cart) threw: Cannot read properties of undefined'];
      await expect(promote(context, catalog, b, { by: 'asha' })).rejects.toMatchObject({ problems: environment.smoke.problems });
      expect((await catalogStatus()).live).toBe(a);
    });

    it('skips the smoke render only when asked, and records that it was skipped', async () => {
      environment.smoke.problems = ['CartPage (/cart) threw: boom'];
      const result = await promote(context, catalog, a, { by: 'asha', skipSmoke: true });
      expect(result).toMatchObject({ to: a, forced: false, skipped: ['smoke render'] });
      expect(environment.smoke.runs).toEqual([]);
      expect((await history(context, catalog)).at(-1)).toMatchObject({ action: 'promote', version: a, skipped: ['smoke render'] });
    });

    it('does not open a browser for a release the other checks already refuse', async () => {
      const bad = await publishVersion('bad', '^20.0.0');
      await expect(promote(context, catalog, bad, { by: 'asha' })).rejects.toThrow('did not pass the gate');
      expect(environment.smoke.runs).toEqual([]);
    });

    it('refuses a release whose stored file was truncated after publishing', async () => {
      const chunk = path.join(environment.env.RELEASE_STORE!, 'catalog-mfe', a, 'CartPage.js');
      await truncate(chunk, 4);
      await expect(promote(context, catalog, a, { by: 'asha' })).rejects.toMatchObject({
        problems: ['CartPage.js is not the file that was published (its SHA-256 differs): it was changed or truncated after publishing.'],
      });
    });

    it('refuses an unpublished version', async () => {
      await expect(promote(context, catalog, '9.9.9', { by: 'asha' })).rejects.toMatchObject({ exitCode: 3 });
    });

    it('withdraws a version that is not live: promote and rollback refuse it, even forced', async () => {
      await promote(context, catalog, a, { by: 'asha' });
      await promote(context, catalog, b, { by: 'asha' });
      await expect(withdraw(context, catalog, b, { by: 'asha' })).rejects.toThrow('is live: roll back or promote another version first');
      await withdraw(context, catalog, a, { by: 'asha', reason: 'leaks prices' });
      await expect(rollback(context, catalog, { by: 'asha', force: true })).rejects.toThrow(`${a} was withdrawn`);
      await expect(promote(context, catalog, a, { by: 'asha', force: true })).rejects.toThrow('may never be served again');
      await expect(withdraw(context, catalog, a, { by: 'asha' })).rejects.toThrow('already withdrawn');
      expect(await catalogStatus()).toMatchObject({ live: b, withdrawn: [a] });
      expect((await catalogStatus()).available).not.toContain(a);
      expect((await history(context, catalog)).at(-1)).toMatchObject({ action: 'withdraw', version: a, reason: 'leaks prices' });
    });
  });

  describe('what browsers reported', () => {
    it("shows the live version's figures: distinct visitors and the networks they came from", async () => {
      const a = await publishVersion('a');
      const b = await publishVersion('b');
      await promote(context, catalog, a, { by: 'asha' });
      await promote(context, catalog, b, { by: 'asha' });
      await reportVisits(context, 'catalog_mfe', b, { loads: 1, failures: 2, networks: 2 });
      expect(await catalogStatus()).toMatchObject({ liveFigures: { visitors: 3, failedVisitors: 2, networks: 2, failedNetworks: 2, failureRate: 2 / 3 } });
      expect(formatStatus(await status(context))).toContain('  reports:   2 of 3 visitors failed (66.7 %), from 2 of 2 networks');
    });

    it('refuses to promote a version browsers report failing too often, unless forced', async () => {
      const a = await publishVersion('a');
      const b = await publishVersion('b');
      await promote(context, catalog, a, { by: 'asha' });
      await reportVisits(context, 'catalog_mfe', b, { loads: 30, failures: 20 });
      await expect(promote(context, catalog, b, { by: 'asha' })).rejects.toMatchObject({
        problems: ['Browsers reported failures: 20 of 50 visitors failed (40.0 %), from 20 of 50 networks, significantly above 5.0 %.'],
      });
      await expect(promote(context, catalog, b, { by: 'asha', force: true })).resolves.toMatchObject({ forced: true });
    });

    it('starts a version\'s figures afresh when a release manager says why, and history keeps what was set aside', async () => {
      const a = await publishVersion('a');
      await reportVisits(context, 'catalog_mfe', a, { loads: 30, failures: 20 });
      await expect(resetFigures(context, catalog, a, { by: 'lena' })).rejects.toThrow('Say why the figures are reset');
      await expect(resetFigures(context, catalog, 'never-published', { by: 'lena', reason: 'x' })).rejects.toThrow('is not published');
      expect(await resetFigures(context, catalog, a, { by: 'lena', reason: 'the API was down' })).toEqual({
        remote: 'catalog-mfe',
        version: a,
        before: '20 of 50 visitors failed (40.0 %), from 20 of 50 networks',
      });
      expect((await history(context, catalog)).at(-1)).toMatchObject({
        action: 'reset-figures',
        version: a,
        by: 'lena',
        reason: 'the API was down (set aside: 20 of 50 visitors failed (40.0 %), from 20 of 50 networks)',
      });
      await reportVisits(context, 'catalog_mfe', a, { loads: 2 });
      await expect(promote(context, catalog, a, { by: 'asha' })).resolves.toMatchObject({ forced: false });
      expect((await catalogStatus()).liveFigures).toMatchObject({ visitors: 2, failedVisitors: 0 });
    });

    it('promotes a version whose failures came from fewer networks than the policy asks', async () => {
      const a = await publishVersion('a');
      await reportVisits(context, 'catalog_mfe', a, { failures: 200, networks: 19 });
      await expect(promote(context, catalog, a, { by: 'asha' })).resolves.toMatchObject({ forced: false });
    });
  });
});
