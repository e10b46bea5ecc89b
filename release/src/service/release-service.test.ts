import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_SERVER_LIMITS, serverOptions } from '@storefront/platform';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHistory } from '../commands/history';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { serveReleaseService } from '../testing/release-service-under-test';
import { RELEASE_API_PREFIX, registerReleaseService } from './release-routes';
import { serviceOperations } from './service-client';

const IDLE_TIMEOUT_MS = 1_000;

const catalog = findRemote('catalog-mfe')!;
const content = findRemote('content-mfe')!;
let environment: FakeReleaseEnvironment;
let app: FastifyInstance;
let serviceUrl: string;
const tokens: Record<'catalog' | 'content' | 'manager' | 'revoked', string> = { catalog: '', content: '', manager: '', revoked: '' };
const as = (who: keyof typeof tokens, by = 'ci') => serviceOperations(serviceUrl, tokens[who], by);
const build = (marker: string, folder = 'catalog-mfe') => fakeBuild(path.join(environment.root, `${folder}-${marker}`), { marker, folder });
const catalogHistory = async () => (await environment.context.registry.read()).remotes.catalog_mfe?.history ?? [];
const contentHistory = async () => (await environment.context.registry.read()).remotes.content_mfe?.history ?? [];
const liveCatalog = async () => (await environment.context.registry.liveStacks()).catalog_mfe?.at(-1);

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  const { tokens: store } = environment.context;
  tokens.catalog = (await store.create({ label: 'catalog-mfe team', role: 'team', remote: 'catalog_mfe', createdBy: 'asha' })).token;
  tokens.content = (await store.create({ label: 'content-mfe team', role: 'team', remote: 'content_mfe', createdBy: 'asha' })).token;
  tokens.manager = (await store.create({ label: 'release managers', role: 'release-manager', remote: null, createdBy: 'asha' })).token;
  const revoked = await store.create({ label: 'old', role: 'release-manager', remote: null, createdBy: 'asha' });
  tokens.revoked = revoked.token;
  await store.revoke(revoked.record.id);
  // The site server's limits, with an idle timeout far shorter than a gate takes.
  app = Fastify(serverOptions({ ...DEFAULT_SERVER_LIMITS, idleTimeoutMs: IDLE_TIMEOUT_MS }));
  await registerReleaseService(app, environment.context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  serviceUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await environment?.cleanUp();
});

describe('the release service', () => {
  it('lets a team publish a build of its remote, and answers the same version for the same build', async () => {
    const first = await as('catalog').publish(catalog, await build('a'), { by: 'ravi' });
    expect(first).toMatchObject({ remote: 'catalog-mfe', alreadyPublished: false, version: expect.stringMatching(/^1\.0\.0-/) });
    const again = await as('catalog').publish(catalog, await build('a'), { by: 'ravi' });
    expect(again).toEqual({ ...first, alreadyPublished: true });
    expect((await catalogHistory()).at(-1)).toMatchObject({ action: 'publish', by: 'ravi via catalog-mfe team' });
  });

  it('keeps the commit, branch and build a team publishes with, and shows them in status and history', async () => {
    const source = { commit: '3f9a0c1d2e4b5a69780f1e2d3c4b5a6978012345', branch: 'main', build: '1234' };
    const { version } = await as('catalog').publish(catalog, await build('sourced'), { by: 'ci', source });
    expect((await environment.context.registry.findVersion('catalog_mfe', version))?.source).toEqual(source);
    expect((await as('catalog').history(catalog)).at(-1)).toMatchObject({ action: 'publish', version, source });
    expect(formatHistory((await as('catalog').history(catalog)).slice(-1))).toContain(`publish       ${version}  by ci via catalog-mfe team [commit 3f9a0c1d2e4b on main, build 1234]`);
    expect((await as('catalog').status()).find((row) => row.remote === 'catalog-mfe')?.sources[version]).toEqual(source);
    await expect(as('catalog').publish(catalog, await build('badly-sourced'), { by: 'ci', source: { commit: 'not a hash' } })).rejects.toMatchObject({ exitCode: 2 });
  });

  it('lets a team verify and promote its own remote, with --expect as compare-and-swap', async () => {
    const { version } = await as('catalog').publish(catalog, await build('b'), { by: 'ci' });
    await expect(as('catalog').verify(catalog, version, { by: 'ci' })).resolves.toMatchObject({ ok: true });
    await as('catalog').promote(catalog, version, { by: 'ci', expect: 'none' });
    expect(await liveCatalog()).toBe(version);
    const next = await as('catalog').publish(catalog, await build('c'), { by: 'ci' });
    await expect(as('catalog').promote(catalog, next.version, { by: 'ci', expect: 'none' })).rejects.toMatchObject({ exitCode: 1, message: expect.stringContaining(`${version} is live, not the expected none`) });
    expect(await liveCatalog()).toBe(version);
  });

  it('keeps the connection of an operation whose gate takes longer than the idle timeout', async () => {
    const { version } = await as('catalog').publish(catalog, await build('slow'), { by: 'ci' });
    environment.smoke.takesMs = IDLE_TIMEOUT_MS * 3;
    try {
      await expect(as('catalog').verify(catalog, version, { by: 'ci' })).resolves.toMatchObject({ ok: true });
    } finally {
      environment.smoke.takesMs = 0;
    }
  });

  it('refuses a token acting on another remote with 403, changes nothing and records the refusal', async () => {
    const { version } = await as('catalog').publish(catalog, await build('d'), { by: 'ci' });
    const before = await liveCatalog();
    await expect(as('content', 'mallory').promote(catalog, version, { by: 'mallory' })).rejects.toMatchObject({
      exitCode: 1,
      message: 'Refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe.',
    });
    await expect(as('content').publish(catalog, await build('e'), { by: 'ci' })).rejects.toMatchObject({ exitCode: 1, message: 'Refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe.' });
    expect(await liveCatalog()).toBe(before);
    // Recorded where the content team reads it, under its token's label whatever it claims.
    expect((await catalogHistory()).filter((entry) => entry.action === 'refused')).toEqual([]);
    const refused = (await contentHistory()).filter((entry) => entry.action === 'refused');
    expect(refused).toEqual([
      expect.objectContaining({ version: '-', by: 'content-mfe team', reason: `promote of catalog-mfe ${version} refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe` }),
      expect.objectContaining({ version: '-', by: 'content-mfe team', reason: 'publish of catalog-mfe refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe' }),
    ]);
    expect((await environment.context.registry.versions('catalog_mfe')).some((entry) => entry.publishedBy.includes('content-mfe'))).toBe(false);
    // A version that is not text is left out of the record, not a failure of the service.
    const odd = await fetch(`${serviceUrl}${RELEASE_API_PREFIX}/remotes/catalog-mfe/promote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.content}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: { $ne: 1 } }),
    });
    expect(odd.status).toBe(403);
    expect((await contentHistory()).at(-1)).toMatchObject({ version: '-', reason: expect.stringMatching(/^promote of catalog-mfe refused: /) });
  });

  it('answers a refused upload of a large build with 403, not a cut connection', async () => {
    const files = [...(await build('large')), { path: 'big.1a2b3c4d5e.js', bytes: Buffer.alloc(8 * 1024 * 1024, 97) }];
    await expect(as('content').publish(catalog, files, { by: 'ci' })).rejects.toMatchObject({ message: expect.stringMatching(/^Refused: /) });
  });

  it('leaves rollback to release managers', async () => {
    const { version } = await as('catalog').publish(catalog, await build('f'), { by: 'ci' });
    const before = await liveCatalog();
    await as('catalog').promote(catalog, version, { by: 'ci' });
    await expect(as('catalog').rollback(catalog, { by: 'ci', to: before })).rejects.toThrow('only a release manager may');
    expect((await catalogHistory()).at(-1)).toMatchObject({
      action: 'refused',
      version: before,
      by: 'catalog-mfe team',
      reason: `rollback of catalog-mfe ${before} refused: the catalog-mfe team token may not rollback: only a release manager may`,
    });
    await expect(as('manager', 'lena').rollback(catalog, { by: 'lena', reason: 'heading wrong' })).resolves.toMatchObject({ from: version, to: before });
    expect((await catalogHistory()).at(-1)).toMatchObject({ action: 'rollback', by: 'lena via release managers', reason: 'heading wrong' });
  });

  it('lets a team run a canary of its own remote and complete it, refuses another team, and leaves ending one to release managers', async () => {
    const { version: candidate } = await as('catalog').publish(catalog, await build('canary-a'), { by: 'ci' });
    const live = await liveCatalog();
    await expect(as('content', 'mallory').canary(catalog, candidate, { by: 'mallory', percent: 50 })).rejects.toMatchObject({
      exitCode: 1,
      message: 'Refused: the content-mfe team token acts on content-mfe only, not on catalog-mfe.',
    });
    expect((await contentHistory()).at(-1)).toMatchObject({ action: 'refused', version: '-', by: 'content-mfe team', reason: expect.stringMatching(`^canary of catalog-mfe ${candidate} refused: `) });
    await expect(as('catalog').canary(catalog, candidate, { by: 'ci', percent: 150 })).rejects.toMatchObject({ exitCode: 2 });
    await expect(as('catalog').canary(catalog, candidate, { by: 'ci', percent: 50, autoRollback: true, expect: live })).resolves.toMatchObject({ action: 'canary', version: candidate, live, percent: 50 });
    const row = (await as('content').status()).find((entry) => entry.remote === 'catalog-mfe');
    expect(row?.canary).toMatchObject({ version: candidate, percent: 50, autoRollback: true, by: 'ci via catalog-mfe team', figures: { visitors: 0 } });
    await expect(as('catalog').rollback(catalog, { by: 'ci' })).rejects.toThrow('only a release manager may');
    await expect(as('content').complete(catalog, { by: 'mallory' })).rejects.toThrow('acts on content-mfe only');
    await expect(as('catalog').complete(catalog, { by: 'ci', version: candidate })).resolves.toMatchObject({ action: 'complete', live: candidate });
    expect(await liveCatalog()).toBe(candidate);

    const { version: next } = await as('catalog').publish(catalog, await build('canary-b'), { by: 'ci' });
    await as('catalog').canary(catalog, next, { by: 'ci', percent: 10 });
    await expect(as('manager', 'lena').rollback(catalog, { by: 'lena' })).resolves.toMatchObject({ action: 'end-canary', version: next, live: candidate });
    expect((await catalogHistory()).at(-1)).toMatchObject({ action: 'end-canary', by: 'lena via release managers' });
  });

  it("leaves resetting a version's figures to release managers, with a reason", async () => {
    const { version } = await as('catalog').publish(catalog, await build('figures'), { by: 'ci' });
    await expect(as('catalog').resetFigures(catalog, version, { by: 'ci', reason: 'noise' })).rejects.toThrow('only a release manager may');
    await expect(as('manager', 'lena').resetFigures(catalog, version, { by: 'lena' })).rejects.toMatchObject({ exitCode: 2 });
    await expect(as('manager', 'lena').resetFigures(catalog, version, { by: 'lena', reason: 'forged reports' })).resolves.toMatchObject({ version, before: expect.stringMatching(/^0 of 0 visitors/) });
    expect((await catalogHistory()).at(-1)).toMatchObject({ action: 'reset-figures', by: 'lena via release managers', reason: expect.stringMatching(/^forged reports \(set aside: /) });
  });

  it('lets every token read the registry, and a release manager act on any remote', async () => {
    const rows = await as('content').status();
    expect(rows.find((row) => row.remote === 'catalog-mfe')?.live).toBe(await liveCatalog());
    const published = await as('manager').publish(content, await build('g', 'content-mfe'), { by: 'lena' });
    expect(published.remote).toBe('content-mfe');
  });

  it('refuses a missing, unknown or revoked token, an unknown remote and a file path that climbs out', async () => {
    await expect(serviceOperations(serviceUrl, 'sfr_nothing', 'x').status()).rejects.toThrow('A valid release token is required');
    await expect(as('revoked').status()).rejects.toThrow('A valid release token is required');
    const bare = await fetch(`${serviceUrl}${RELEASE_API_PREFIX}/status`);
    expect(bare.status).toBe(401);
    await expect(as('manager').history({ ...catalog, folder: 'nowhere-mfe' })).rejects.toMatchObject({ exitCode: 3 });
    const form = new FormData();
    form.append('../../etc/evil.js', new Blob(['x']), 'evil.js');
    const climbing = await fetch(`${serviceUrl}${RELEASE_API_PREFIX}/remotes/catalog-mfe/versions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.catalog}` },
      body: form,
    });
    expect(climbing.status).toBe(400);
    expect(await climbing.json()).toMatchObject({ message: expect.stringContaining('Invalid file path') });
  });

  it('leaves --force to release managers: a team that forces is refused before the gate runs, and the refusal recorded', async () => {
    const { version } = await as('catalog').publish(catalog, await build('forced'), { by: 'ci' });
    const renders = environment.smoke.runs.length;
    const refused = 'Refused: the catalog-mfe team token may not --force past the gate: only a release manager may (RELEASE_TEAM_FORCE=allow lets teams).';
    await expect(as('catalog', 'ravi').promote(catalog, version, { by: 'ravi', force: true })).rejects.toMatchObject({ exitCode: 1, message: refused });
    await expect(as('catalog').canary(catalog, version, { by: 'ravi', percent: 10, force: true })).rejects.toMatchObject({ message: refused });
    expect(environment.smoke.runs.length).toBe(renders);
    expect((await catalogHistory()).at(-1)).toMatchObject({ action: 'refused', version, by: 'catalog-mfe team', reason: expect.stringMatching(/^canary of catalog-mfe \S+ refused: the catalog-mfe team token may not --force/) });
    await expect(as('catalog').publish(catalog, await build('forced-publish'), { by: 'ci', force: true })).rejects.toMatchObject({ message: refused });
    expect((await catalogHistory()).at(-1)).toMatchObject({ action: 'refused', version: '-', reason: expect.stringMatching(/^publish of catalog-mfe refused/) });
    const manager = await as('manager').canary(catalog, version, { by: 'lena', percent: 10, force: true });
    expect(manager).toMatchObject({ action: 'canary', version });
    await as('manager').rollback(catalog, { by: 'lena' });
  });

  it('lets teams force where RELEASE_TEAM_FORCE=allow', async () => {
    const { version } = await as('catalog').publish(catalog, await build('team-forced'), { by: 'ci' });
    const context = environment.context;
    const open = await serveReleaseService({ ...context, limits: { ...context.limits, teamsMayForce: true } });
    try {
      const team = serviceOperations(open.url, tokens.catalog, 'ravi');
      await expect(team.verify(catalog, version, { by: 'ravi' })).resolves.toMatchObject({ ok: true });
      await expect(team.canary(catalog, version, { by: 'ravi', percent: 10, force: true })).resolves.toMatchObject({ action: 'canary', version });
      await as('manager').rollback(catalog, { by: 'lena' });
    } finally {
      await open.close();
    }
  });

  it('says so when the service cannot be reached', async () => {
    await expect(serviceOperations('http://127.0.0.1:9', tokens.catalog, 'ci').status()).rejects.toThrow('Cannot reach the release service at http://127.0.0.1:9');
  });
});
