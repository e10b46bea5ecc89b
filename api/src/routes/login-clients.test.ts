import { connect } from '@storefront/platform';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { DEVICE_COOKIE } from '../auth/device-cookie';
import type { ApiTables } from '../database/api-tables';
import { buildServer } from '../server';
import { ALLOWED_ORIGIN } from '../test-support/build-test-server';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';

// These rules are about whom attempts are counted against, not about hashing: a password check
// here is a comparison, so a flood of hundreds of guesses takes no scrypt time.
vi.mock(import('../auth/password-hash'), async (original) => ({
  ...(await original()),
  verifyPassword: vi.fn(async (password: string) => password === DEMO_ACCOUNT.password),
}));

/** An account of the attacker's own (with the same password, which the fake check accepts). */
const ATTACKER = { id: 2, email: 'mallory@example.test' };
const NETWORKS = 64;
/** An address in the n-th attacking network (10.n.0.0/24). */
const attackerAddress = (network: number, host = 7) => `10.${network}.0.${host}`;
const OWNER_HOME = '192.0.2.10';

const loginBackoff = {
  network: { threshold: 5, baseMs: 30_000, maxMs: 900_000 },
  device: { threshold: 10, baseMs: 30_000, maxMs: 300_000 },
};

forEachDatabaseServer('logins counted per account and client', (server) => {
  const database = freshTestDatabase(() => server);
  // Two API instances, each with its own connections to the one database.
  const apps: FastifyInstance[] = [];
  let secondDb: Kysely<ApiTables>;
  beforeAll(async () => {
    const { db, url } = database();
    const [demo] = await db.selectFrom('users').select('password_hash').where('id', '=', DEMO_ACCOUNT.id).execute();
    await db.insertInto('users').values({ ...ATTACKER, name: 'Mallory', password_hash: JSON.stringify(demo!.password_hash) }).execute();
    secondDb = connect<ApiTables>({ url });
    for (const instanceDb of [db, secondDb]) {
      const app = await buildServer({ db: instanceDb, allowedOrigins: [ALLOWED_ORIGIN], loginBackoff, loginRateLimit: { max: 1_000, timeWindowMs: 60_000 } });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await secondDb.destroy();
  });

  /** A login sent to one of the two instances (the first unless told). */
  const login = (from: string, { email = DEMO_ACCOUNT.email, password = 'guess', device, instance = 0 }: { email?: string; password?: string; device?: string; instance?: number } = {}) =>
    apps[instance]!.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', ...(device !== undefined && { cookie: `${DEVICE_COOKIE}=${device}` }) },
      payload: { email, password },
    });
  const deviceCookieOf = (answer: LightMyRequestResponse) => answer.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  const signIn = async (from: string, email: string = DEMO_ACCOUNT.email) => {
    const answer = await login(from, { email, password: DEMO_ACCOUNT.password });
    expect(answer.statusCode).toBe(200);
    return deviceCookieOf(answer)!.value;
  };

  let ownersDevice: string;
  let floodAnswers: number[][];

  beforeAll(async () => {
    // The owner signed in once on their phone, then 64 networks guess, six times each.
    ownersDevice = await signIn('198.51.100.20');
    floodAnswers = await Promise.all(
      Array.from({ length: NETWORKS }, async (_, network) => {
        const statuses = [];
        for (let guess = 0; guess < 6; guess += 1) statuses.push((await login(attackerAddress(network), { instance: guess % 2 })).statusCode);
        return statuses;
      }),
    );
  });

  it('locks each of 64 guessing networks out of the account, answering 429 with Retry-After without checking the password', async () => {
    expect(new Set(floodAnswers.map((statuses) => statuses.join()))).toEqual(new Set(['401,401,401,401,401,429']));
    // Another address of an attacking network, with the right password, on either instance.
    for (const instance of [0, 1]) {
      const locked = await login(attackerAddress(5, 99), { password: DEMO_ACCOUNT.password, instance });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(25);
      expect((locked.json() as { message: string }).message).toMatch(/^Too many failed logins for this account/);
      expect(deviceCookieOf(locked)).toBeUndefined();
    }
  });

  it("lets the owner sign in meanwhile from their own network, on either instance", async () => {
    for (const instance of [0, 1]) expect((await login(OWNER_HOME, { password: DEMO_ACCOUNT.password, instance })).statusCode).toBe(200);
  });

  it("lets the owner's known device sign in even from an attacking network", async () => {
    const answer = await login(attackerAddress(3, 200), { password: DEMO_ACCOUNT.password, device: ownersDevice });
    expect(answer.statusCode).toBe(200);
    // The same device again: its id is kept, re-signed for the account.
    expect(deviceCookieOf(answer)!.value).toBe(ownersDevice);
  });

  it('gives no extra budget for a device cookie of another account', async () => {
    const attackersDevice = await signIn(attackerAddress(1), ATTACKER.email);
    for (const password of ['guess', DEMO_ACCOUNT.password]) {
      expect((await login(attackerAddress(1, 8), { password, device: attackersDevice })).statusCode).toBe(429);
    }
  });

  it('gives none for a forged or tampered device cookie', async () => {
    const [id, signature] = ownersDevice.split('.') as [string, string];
    const flipped = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    const forgeries = [`${flipped(id)}.${signature}`, `${id}.${flipped(signature)}`, `${'A'.repeat(22)}.${'A'.repeat(43)}`, 'garbage', `${id}.${signature}x`];
    for (const device of forgeries) {
      expect((await login(attackerAddress(2, 9), { password: DEMO_ACCOUNT.password, device })).statusCode).toBe(429);
    }
  });

  it('gives a known device its own, larger budget: ten tries, then a lock for that device alone', async () => {
    const device = await signIn('198.51.100.30');
    const statuses = [];
    for (let guess = 0; guess < 11; guess += 1) statuses.push((await login(attackerAddress(4, 50), { device, instance: guess % 2 })).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await login('198.51.100.30', { password: DEMO_ACCOUNT.password, device })).statusCode).toBe(429);
    expect((await login('198.51.100.31', { password: DEMO_ACCOUNT.password, device: ownersDevice })).statusCode).toBe(200);
  });

  it('signs the device cookie on one instance for the other: the key is shared through the database', async () => {
    const device = deviceCookieOf(await login(OWNER_HOME, { password: DEMO_ACCOUNT.password, instance: 1 }))!.value;
    expect((await login(attackerAddress(6, 60), { password: DEMO_ACCOUNT.password, device, instance: 0 })).statusCode).toBe(200);
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, for the login route only, for a year', async () => {
    const cookie = deviceCookieOf(await login(OWNER_HOME, { password: DEMO_ACCOUNT.password }))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/login', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  });
});
