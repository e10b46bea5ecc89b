import type { FastifyInstance } from 'fastify';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { SUPPORT_REQUEST_MESSAGES as messages } from '@storefront/shared/support-request-rules';
import { buildServer } from '../server';
import { SUPPORT_REFERENCE_PATTERN } from '../support/support-reference';
import { SupportRequestStore } from '../support/support-request-store';
import { ALLOWED_ORIGIN } from '../test-support/build-test-server';
import { forEachDatabaseServer, freshTestDatabase } from '../test-support/test-database';
import { SUPPORT_SUBMISSION_CONFLICT_MESSAGE } from './support-request-routes';

const request = {
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  orderNumber: 'ORD-1042',
  productModel: 'SecureLock Pro',
  issue: 'The lock does not pair with the app.',
  preferredContact: 'both',
  bestTime: 'evening',
  comments: '',
};

function send(app: FastifyInstance, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/support-requests',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

forEachDatabaseServer('POST /api/v1/support-requests', (server) => {
  const database = freshTestDatabase(() => server);
  let app: FastifyInstance;
  const stored = () => new SupportRequestStore(database().db).list();
  beforeAll(async () => {
    app = await buildServer({ db: database().db, allowedOrigins: [ALLOWED_ORIGIN] });
  });
  afterAll(async () => app.close());

  it('stores a valid request and answers 201 with its reference', async () => {
    const before = (await stored()).length;
    const response = await send(app, request);

    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: { reference: string; createdAt: string } };
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'reference']);
    expect(data.reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);

    // Stored as validated: the empty optional comments are left out.
    const { comments: _empty, ...sent } = request;
    const all = await stored();
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)).toEqual({ ...sent, ...data });
  });

  it('answers 400 with a message per invalid field, and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await send(app, { ...request, fullName: ' ', email: 'asha@', phone: '12', preferredContact: 'fax' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        fullName: messages.fullNameRequired,
        email: messages.emailInvalid,
        phone: messages.phoneInvalid,
        preferredContact: messages.preferredContactRequired,
      },
    });
    expect(await stored()).toHaveLength(before);
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await send(app, ['not', 'a', 'request']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A support request must be an object with the form fields.', errors: {} });
  });

  it('accepts the longest valid request even in multi-byte characters, and keeps it exactly', async () => {
    const long = { ...request, issue: '🔒'.repeat(2000), comments: 'ग'.repeat(2000) };
    const response = await send(app, long);
    expect(response.statusCode).toBe(201);
    const { reference } = (response.json() as { data: { reference: string } }).data;
    const row = (await stored()).find((record) => record.reference === reference);
    expect(row?.issue).toBe(long.issue);
    expect(row?.comments).toBe(long.comments);
  });

  it('keeps what it stored for another server instance on the same database', async () => {
    const { data } = (await send(app, request)).json() as { data: { reference: string } };
    const other = await buildServer({ db: database().db, allowedOrigins: [] });
    try {
      const another = (await send(other, request)).json() as { data: { reference: string } };
      const references = (await stored()).map((record) => record.reference);
      expect(references.slice(-2)).toEqual([data.reference, another.data.reference]);
    } finally {
      await other.close();
    }
  });

  it('stores a retried send once and gives back the same reference', async () => {
    const body = { ...request, submissionId: 'f3a1c2d4-0b9e-4c71-8e2a-5d6f7a8b9c0d' };
    const first = await send(app, body);
    const retry = await send(app, body);

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await stored()).filter((record) => record.submissionId === body.submissionId)).toHaveLength(1);
  });

  it('stores one of many sends of the same submission arriving at once', async () => {
    const body = { ...request, submissionId: 'a7b8c9d0-1111-4222-8333-444455556666' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(app, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await stored()).filter((record) => record.submissionId === body.submissionId)).toHaveLength(1);
  });

  it('refuses with 409 a submission id sent again with other content, storing nothing', async () => {
    const body = { ...request, submissionId: 'b1c2d3e4-5555-4666-8777-888899990000' };
    expect((await send(app, body)).statusCode).toBe(201);
    const changed = await send(app, { ...body, issue: 'Something else entirely.' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: SUPPORT_SUBMISSION_CONFLICT_MESSAGE });
    const kept = (await stored()).filter((record) => record.submissionId === body.submissionId);
    expect(kept.map((record) => record.issue)).toEqual([request.issue]);
  });

  it('allows the site to send a request from the browser (CORS preflight)', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/support-requests',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });
});
