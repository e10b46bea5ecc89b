import path from 'node:path';
import { findRemote, publishBuild } from '@storefront/release';
import { fakeBuild } from '@storefront/release/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUnderTest, type ConsoleUnderTest } from '../testing/console-under-test';
import { REASON_REQUIRED } from '../../console-api';

let console_: ConsoleUnderTest;
let manager: string;
let team: string;

const publish = async (marker: string, folder = 'catalog-mfe') =>
  (await publishBuild(console_.release.context, findRemote(folder)!, await fakeBuild(path.join(console_.release.root, marker), { marker, folder }), { by: 'ci' })).version;
const act = (cookie: string, folder: string, operation: string, payload: object) =>
  console_.call({ method: 'POST', url: `/console-api/remotes/${folder}/actions/${operation}`, cookie, payload });
const lastEntry = async (folder = 'catalog-mfe') => (await console_.release.context.registry.read()).remotes[findRemote(folder)!.name]?.history.at(-1);

beforeAll(async () => {
  console_ = await consoleUnderTest();
  manager = await console_.signIn(console_.tokens.manager.value, 'lena');
  team = await console_.signIn(console_.tokens.catalogTeam.value, 'ravi');
});
afterAll(() => console_.close());

describe('every action', () => {
  it('needs a reason, which history keeps', async () => {
    const version = await publish('reasons');
    const bodies: Record<string, object> = {
      promote: { version },
      canary: { version, percent: 10 },
      complete: {},
      rollback: {},
      withdraw: { version },
      'reset-figures': { version },
    };
    for (const [operation, body] of Object.entries(bodies)) {
      for (const reason of [undefined, '', '   ']) {
        const answer = await act(manager, 'catalog-mfe', operation, { ...body, reason });
        expect(answer.statusCode, `${operation} with reason ${JSON.stringify(reason)}`).toBe(400);
        expect(answer.json().message).toBe(`reason: ${REASON_REQUIRED}`);
      }
    }
    expect(await lastEntry()).toMatchObject({ action: 'publish', version });
  });

  it('is refused by name when the console offers no such operation, remote or share', async () => {
    expect((await act(manager, 'catalog-mfe', 'publish', { reason: 'x' })).json()).toMatchObject({ message: 'The console offers no "publish".' });
    expect((await act(manager, 'billing-mfe', 'rollback', { reason: 'x' })).statusCode).toBe(404);
    const share = await act(manager, 'catalog-mfe', 'canary', { version: 'v', percent: 100, reason: 'x' });
    expect(share.statusCode).toBe(400);
    expect(share.json().message).toBe('percent: A share from 1 to 99 %.');
  });

  it('needs a session', async () => {
    expect((await act('console_session=none', 'catalog-mfe', 'rollback', { reason: 'x' })).statusCode).toBe(401);
  });
});

describe("a team's token", () => {
  it('promotes its own remote, as the person who signed in via the token', async () => {
    const version = await publish('team-first');
    const answer = await act(team, 'catalog-mfe', 'promote', { version, reason: 'first catalog release', skipSmoke: true, expect: 'none' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ action: 'promote', to: version, skipped: ['smoke render'] });
    expect(await lastEntry()).toMatchObject({ action: 'promote', version, by: 'ravi via catalog-mfe team', reason: 'first catalog release' });
  });

  it('is refused, exactly as by the release service, what only release managers or another team may do', async () => {
    const other = await publish('content-one', 'content-mfe');
    const elsewhere = await act(team, 'content-mfe', 'canary', { version: other, percent: 10, reason: 'not ours' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: 'Refused: the catalog-mfe team token acts on catalog-mfe only, not on content-mfe.' });
    for (const [operation, body] of [['rollback', {}], ['withdraw', { version: other }], ['reset-figures', { version: other }]] as const) {
      const answer = await act(team, 'catalog-mfe', operation, { ...body, reason: 'trying' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(`Refused: the catalog-mfe team token may not ${operation}: only a release manager may.`);
    }
    expect((await lastEntry('content-mfe'))?.action).toBe('publish');
  });
});

describe("a release manager's token", () => {
  it('starts a canary, completes it and rolls back, each with its reason in history', async () => {
    const candidate = await publish('candidate');
    const canary = await act(manager, 'catalog-mfe', 'canary', { version: candidate, percent: 20, autoRollback: true, reason: 'try the new grid', skipSmoke: true });
    expect(canary.json()).toMatchObject({ action: 'canary', version: candidate, percent: 20, autoRollback: true });
    expect(await lastEntry()).toMatchObject({ action: 'canary', by: 'lena via release managers', reason: '20 % of visitors, rolls back by itself — try the new grid' });

    await act(manager, 'catalog-mfe', 'complete', { reason: 'figures look fine', skipSmoke: true });
    expect(await lastEntry()).toMatchObject({ action: 'complete', version: candidate, reason: expect.stringContaining('figures look fine') });

    const back = await act(manager, 'catalog-mfe', 'rollback', { reason: 'cart totals wrong', skipSmoke: true });
    expect(back.statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: 'rollback', by: 'lena via release managers', reason: 'cart totals wrong' });
  });

  it('withdraws a version and resets figures, and runs the gate alone without a reason', async () => {
    const spare = await publish('spare');
    expect((await act(manager, 'catalog-mfe', 'verify', { version: spare, skipSmoke: true })).json()).toEqual({ remote: 'catalog-mfe', version: spare, ok: true, skipped: ['smoke render'] });
    expect((await act(manager, 'catalog-mfe', 'reset-figures', { version: spare, reason: 'forged reports' })).statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: 'reset-figures', reason: expect.stringMatching(/^forged reports \(set aside: /) });
    expect((await act(manager, 'catalog-mfe', 'withdraw', { version: spare, reason: 'leaks a key' })).statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: 'withdraw', version: spare, reason: 'leaks a key' });
  });

  it("answers a gate's refusal with its message and problems, and moves nothing (history keeps the gate's run)", async () => {
    const broken = await publish('broken');
    console_.release.smoke.problems = ['/products: the page area has no <h1>'];
    try {
      const answer = await act(manager, 'catalog-mfe', 'canary', { version: broken, percent: 10, reason: 'try it' });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: `catalog-mfe ${broken} did not pass the gate.`, problems: ['/products: the page area has no <h1>'] });
    } finally {
      console_.release.smoke.problems = [];
    }
    expect(await lastEntry()).toMatchObject({ action: 'verify', version: broken, by: 'lena via release managers', problems: ['/products: the page area has no <h1>'] });
    expect((await console_.release.context.registry.read()).remotes.catalog_mfe?.canary).toBeUndefined();
  });
});
