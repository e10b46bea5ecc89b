import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openReleaseContext, type ReleaseContext } from '../release-context';
import { fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { awayFromMinuteEnd } from '../testing/registry-database';
import { RELEASE_API_PREFIX, registerReleaseService } from './release-routes';

let environment: FakeReleaseEnvironment;
let other: ReleaseContext;
let apps: [FastifyInstance, FastifyInstance];
let manager = '';

const status = (app: FastifyInstance, remoteAddress: string, token: string) =>
  app.inject({ method: 'GET', url: `${RELEASE_API_PREFIX}/status`, remoteAddress, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  // A second instance of the service: its own process memory, the same database.
  other = await openReleaseContext(environment.env);
  const limits = { ...environment.context.limits, authFailuresPerMinute: 3 };
  manager = (await environment.context.tokens.create({ label: 'release managers', role: 'release-manager', remote: null, createdBy: 'asha' })).token;
  apps = [Fastify(), Fastify()];
  await registerReleaseService(apps[0], { ...environment.context, limits });
  await registerReleaseService(apps[1], { ...other, limits });
});
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await other?.close();
  await environment?.cleanUp();
});
beforeEach(awayFromMinuteEnd);

describe('wrong release tokens', () => {
  it('are answered 429 once a network sent the limit in a minute, valid tokens included, on every instance', async () => {
    for (const address of ['203.0.113.5', '203.0.113.6', '::ffff:203.0.113.7']) {
      expect((await status(apps[0], address, 'sfr_guess')).statusCode).toBe(401);
    }
    const refused = await status(apps[0], '203.0.113.200', manager);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many wrong release tokens from your network; try again in \d+ s\.$/), problems: [] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await status(apps[1], '203.0.113.9', manager)).statusCode).toBe(429);
    // Another network is not held back.
    expect((await status(apps[1], '198.51.100.1', manager)).statusCode).toBe(200);
  });

  it('count an IPv6 network by its /64, a missing token as a wrong one', async () => {
    await status(apps[1], '2001:db8:1:2::1', 'sfr_guess');
    await status(apps[1], '2001:db8:1:2::2', 'not-even-a-token');
    await apps[1].inject({ method: 'GET', url: `${RELEASE_API_PREFIX}/status`, remoteAddress: '2001:db8:1:2::3' });
    expect((await status(apps[0], '2001:db8:1:2:ffff::1', manager)).statusCode).toBe(429);
    expect((await status(apps[0], '2001:db8:1:3::1', manager)).statusCode).toBe(200);
  });
});
