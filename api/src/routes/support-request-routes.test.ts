import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { SUPPORT_REFERENCE_PATTERN } from '../support/support-reference';
import { readSupportRequests, supportRequestsFile } from '../support/support-request-log';
import { SUPPORT_REQUEST_MESSAGES as messages } from '@storefront/shared/support-request-rules';
import { ALLOWED_ORIGIN } from '../test-support/build-test-server';

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

let dataDir: string;
const servers: FastifyInstance[] = [];

async function startServer(options: { dataDir?: string } = { dataDir }): Promise<FastifyInstance> {
  const app = await buildServer({ allowedOrigins: [ALLOWED_ORIGIN], ...options });
  servers.push(app);
  return app;
}

function send(app: FastifyInstance, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/support-requests',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'support-routes-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/v1/support-requests', () => {
  it('stores a valid request and answers 201 with its reference', async () => {
    const app = await startServer();
    const response = await send(app, request);

    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: { reference: string; createdAt: string } };
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'reference']);
    expect(data.reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);

    // Stored as validated: the empty optional comments are left out.
    const { comments: _empty, ...sent } = request;
    expect(readSupportRequests(dataDir).records).toEqual([{ ...sent, ...data }]);
  });

  it('answers 400 with a message per invalid field, and stores nothing', async () => {
    const app = await startServer();
    const response = await send(app, {
      ...request,
      fullName: ' ',
      email: 'asha@',
      phone: '12',
      preferredContact: 'fax',
    });

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
    expect(readSupportRequests(dataDir).records).toEqual([]);
  });

  it('answers 400 for a body that is not an object', async () => {
    const app = await startServer();
    const response = await send(app, ['not', 'a', 'request']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A support request must be an object with the form fields.',
      errors: {},
    });
  });

  it('accepts the longest valid request even in multi-byte characters', async () => {
    const app = await startServer();
    const response = await send(app, {
      ...request,
      issue: '🔒'.repeat(2000),
      comments: 'ग'.repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });

  it('keeps what it stored across a restart on the same folder', async () => {
    const first = await startServer();
    const { data } = (await send(first, request)).json() as { data: { reference: string } };
    await first.close();

    const second = await startServer();
    const another = (await send(second, request)).json() as { data: { reference: string } };
    expect(readSupportRequests(dataDir).records.map((record) => record.reference)).toEqual([
      data.reference,
      another.data.reference,
    ]);
  });

  it('starts after a crash left a torn last line, and skips only that line', async () => {
    const first = await startServer();
    const { data } = (await send(first, request)).json() as { data: { reference: string } };
    await first.close();
    appendFileSync(supportRequestsFile(dataDir), '{"reference":"SR-20261122-AB');

    const second = await startServer();
    expect((await send(second, request)).statusCode).toBe(201);
    const readBack = readSupportRequests(dataDir);
    expect(readBack.records).toHaveLength(2);
    expect(readBack.records[0]?.reference).toBe(data.reference);
    expect(readBack.skippedLines).toBe(1);
  });

  it('stores a retried send once and gives back the same reference', async () => {
    const app = await startServer();
    const body = { ...request, submissionId: 'f3a1c2d4-0b9e-4c71-8e2a-5d6f7a8b9c0d' };
    const first = await send(app, body);
    const retry = await send(app, body);

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(readSupportRequests(dataDir).records).toHaveLength(1);
  });

  it('refuses with 503 when the server has nowhere to keep requests', async () => {
    const app = await startServer({});
    const response = await send(app, request);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Support requests cannot be accepted right now. Please e-mail or call us instead.',
    });
  });

  it('allows the site to send a request from the browser (CORS preflight)', async () => {
    const app = await startServer();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/support-requests',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });
});
