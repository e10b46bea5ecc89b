import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../server';
import { SupportRequestStore } from '../support/support-request-store';
import { ALLOWED_ORIGIN } from '../test-support/build-test-server';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';

const request = {
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  productModel: 'SecureLock Pro',
  issue: 'The lock does not pair with the app.',
  preferredContact: 'email',
};

function send(app: FastifyInstance, remoteAddress: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/support-requests',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    payload: JSON.stringify(body),
  });
}

forEachDatabaseServer('support request limits per address', (server) => {
  const database = freshTestDatabase(() => server);
  // Two instances on one database: what one counted, the other knows.
  let first: FastifyInstance;
  let second: FastifyInstance;
  const rowsFrom = async (sender: string) =>
    database().db.selectFrom('support_requests').select(['sender', 'stored_bytes']).where('sender', '=', sender).execute();
  beforeAll(async () => {
    const supportLimits = { requestsPerHour: 3, bytesPerDay: 4_096 };
    first = await buildServer({ db: database().db, allowedOrigins: [ALLOWED_ORIGIN], supportLimits });
    second = await buildServer({ db: database().db, allowedOrigins: [ALLOWED_ORIGIN], supportLimits });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('answers 429 with Retry-After and a message past the hourly count, on every instance', async () => {
    const statuses = [];
    for (const app of [first, second, first]) statuses.push((await send(app, '203.0.113.1', { ...request, issue: `Request ${statuses.length}` })).statusCode);
    const refused = await send(second, '203.0.113.1', request);

    expect(statuses).toEqual([201, 201, 201]);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/many support requests in the last hour.*try again in an hour/) });
    // Another address is counted on its own.
    expect((await send(first, '203.0.113.2', request)).statusCode).toBe(201);
  });

  it('refuses what would pass the daily bytes, counted in the table', async () => {
    const big = { ...request, issue: 'x'.repeat(1_900) };
    expect((await send(first, '203.0.113.3', big)).statusCode).toBe(201);
    expect((await send(second, '203.0.113.3', big)).statusCode).toBe(201);
    const refused = await send(first, '203.0.113.3', big);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/as much text as we can take.*try again in 24 hours/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    // A small request still fits beside what was stored.
    expect((await send(second, '203.0.113.3', request)).statusCode).toBe(201);
  });

  it('gives a retry its reference back without counting it, even at the limit', async () => {
    const sent = { ...request, submissionId: 'retry-at-the-limit-1' };
    const stored = await send(first, '203.0.113.4', sent);
    for (let index = 0; index < 2; index += 1) await send(first, '203.0.113.4', { ...request, issue: `Other ${index}` });
    expect((await send(first, '203.0.113.4', request)).statusCode).toBe(429);

    const retried = await send(second, '203.0.113.4', sent);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(stored.json());
    const stores = await new SupportRequestStore(database().db).list();
    expect(stores.filter((row) => row.submissionId === sent.submissionId)).toHaveLength(1);
  });

  it('lets no concurrent burst past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => send(index % 2 ? first : second, '203.0.113.5', { ...request, issue: `Burst ${index}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('stores a keyed hash of the address and the size, never the address', async () => {
    const rows = await database().db.selectFrom('support_requests').select(['sender', 'stored_bytes']).execute();
    expect(rows.every((row) => row.sender && !row.sender.includes('203.0.113'))).toBe(true);
    const bySender = await rowsFrom(rows[0]!.sender!);
    expect(bySender.every((row) => row.stored_bytes > 0)).toBe(true);
    const table = JSON.stringify(await database().db.selectFrom('support_requests').selectAll().execute());
    expect(table).not.toContain('203.0.113');
  });
});
