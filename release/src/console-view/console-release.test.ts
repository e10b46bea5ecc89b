import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../commands/publish';
import { findRemote } from '../release-context';
import type { ReleaseToken } from '../service/token-store';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { consoleReleaseFrom, NotAllowed, type ConsoleRelease } from './console-release';

const catalog = findRemote('catalog-mfe')!;
const content = findRemote('content-mfe')!;
let environment: FakeReleaseEnvironment;
let release: ConsoleRelease;
let team: ReleaseToken;
let manager: ReleaseToken;

const publish = async (marker: string, remote = catalog) =>
  (await publishBuild(environment.context, remote, await fakeBuild(path.join(environment.root, marker), { marker, folder: remote.folder }), { by: 'ci' })).version;
const historyOf = async (remote = catalog) => release.history(remote);

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  release = consoleReleaseFrom(environment.context);
  const { tokens } = environment.context;
  team = (await tokens.create({ label: 'catalog-mfe team', role: 'team', remote: 'catalog_mfe', createdBy: 'asha' })).record;
  manager = (await tokens.create({ label: 'release managers', role: 'release-manager', remote: null, createdBy: 'asha' })).record;
});
afterAll(() => environment.cleanUp());

describe('the console view of releases', () => {
  it('finds a token by its value when signing in, and by id afterwards until it is revoked', async () => {
    const { token, record } = await environment.context.tokens.create({ label: 'temporary', role: 'release-manager', remote: null, createdBy: 'asha' });
    expect(await release.tokenFor(token)).toEqual(record);
    expect(await release.tokenById(record.id)).toEqual(record);
    await environment.context.tokens.revoke(record.id);
    expect(await release.tokenFor(token)).toBeUndefined();
    expect(await release.tokenById(record.id)).toBeUndefined();
    expect(await release.tokenById('not a number')).toBeUndefined();
  });

  it("offers a team its own remote's promotes, canaries, completions and gate runs, and a release manager everything", () => {
    const rights = release.rights(team);
    expect(rights).toMatchObject({ 'catalog-mfe': ['promote', 'canary', 'complete', 'verify'], 'content-mfe': [], 'account-mfe': [] });
    // Every other remote, however many the contract lists, offers the team nothing.
    expect(Object.entries(rights).filter(([remote, granted]) => remote !== 'catalog-mfe' && granted.length > 0)).toEqual([]);
    expect(release.rights(manager)['content-mfe']).toEqual(['promote', 'canary', 'complete', 'rollback', 'withdraw', 'reset-figures', 'verify']);
  });

  it('runs an action as the person via the token, with the reason in history', async () => {
    const version = await publish('first');
    await release.act(team, 'ravi', catalog, { operation: 'promote', version, reason: 'first release', skipSmoke: true });
    expect((await historyOf()).at(-1)).toMatchObject({ action: 'promote', version, by: 'ravi via catalog-mfe team', reason: 'first release', skipped: ['smoke render'] });
    const next = await publish('second');
    await release.act(manager, '', catalog, { operation: 'withdraw', version: next, reason: 'never to ship' });
    expect((await historyOf()).at(-1)).toMatchObject({ action: 'withdraw', version: next, by: 'release managers', reason: 'never to ship' });
  });

  it("refuses what the token may not do, changes nothing, and records it in the token's own history", async () => {
    const version = await publish('other', content);
    await expect(release.act(team, 'ravi', content, { operation: 'promote', version, reason: 'not ours' })).rejects.toThrow(
      new NotAllowed('Refused: the catalog-mfe team token acts on catalog-mfe only, not on content-mfe.'),
    );
    await expect(release.act(team, 'ravi', catalog, { operation: 'rollback', reason: 'panic' })).rejects.toBeInstanceOf(NotAllowed);
    expect((await historyOf(content)).map((entry) => entry.action)).toEqual(['publish']);
    expect((await historyOf()).slice(-2)).toMatchObject([
      { action: 'refused', version: '-', by: 'catalog-mfe team', reason: `promote of content-mfe ${version} refused in the console: the catalog-mfe team token acts on catalog-mfe only, not on content-mfe` },
      { action: 'refused', by: 'catalog-mfe team', reason: expect.stringContaining('may not rollback: only a release manager may') },
    ]);
  });

  it('leaves --force to release managers', async () => {
    const version = await publish('forced');
    await expect(release.act(team, 'ravi', catalog, { operation: 'promote', version, reason: 'hotfix', force: true })).rejects.toThrow(
      new NotAllowed('Refused: the catalog-mfe team token may not --force past the gate: only a release manager may (RELEASE_TEAM_FORCE=allow lets teams).'),
    );
    expect((await historyOf()).at(-1)).toMatchObject({ action: 'refused', version, reason: expect.stringContaining(`promote of catalog-mfe ${version} refused in the console`) });
    await expect(release.act(manager, 'lena', catalog, { operation: 'promote', version, reason: 'hotfix', force: true })).resolves.toMatchObject({ to: version });
  });

  it('passes a rule\'s refusal on as the commands give it', async () => {
    await expect(release.act(manager, 'lena', catalog, { operation: 'complete', reason: 'no canary' })).rejects.toMatchObject({
      name: 'ReleaseError',
      message: 'catalog-mfe runs no canary to complete.',
    });
  });
});
