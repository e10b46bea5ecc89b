import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../auth/demo-account';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { buildServer } from '../server';
import { freshTestDatabase } from '../test-support/test-database';

// A bounded run (a fixed number of requests, not a duration) so the suite's time stays
// predictable: about 10 s in all on a 2-core machine, nearly all of it the deliberately slow
// scrypt (some 20 logins a second). Unit tests of another package share the machine's cores
// meanwhile, so the logins are fewer than the machine could take alone.
const CONNECTIONS = 10;
// A request's own time limit. The logins that arrive before the first one succeeds wait for the
// whole run: from then on the client is a known one, whose checks go first (password-hash-queue.ts).
// On a loaded 2-core machine that is 10 s and more (p99 9.5 s at 8 logins a second, 2026-11-28).
const REQUEST_TIMEOUT_S = 60;

interface LoadCase {
  method: 'GET' | 'POST';
  path: string;
  amount: number;
  body?: string;
}

let app: FastifyInstance;
let baseUrl: string;
const database = freshTestDatabase();

beforeAll(async () => {
  app = await buildServer({
    db: database().db,
    allowedOrigins: [],
    // Raised so the run measures the login endpoint, not the limiter's 429s.
    loginRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

async function runLoad({ method, path, amount, body }: LoadCase) {
  const result = await autocannon({
    url: `${baseUrl}${API_PREFIX}${path}`,
    method,
    connections: CONNECTIONS,
    amount,
    timeout: REQUEST_TIMEOUT_S,
    ...(body && { body, headers: { 'content-type': 'application/json' } }),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  const requestsPerSecond = Math.round(result.requests.total / result.duration);
  console.log(
    `load ${method} ${API_PREFIX}${path}: ${result.requests.total} requests, ${failures} errors, ` +
      `${requestsPerSecond} req/s, p99 ${result.latency.p99} ms`,
  );
  return result;
}

describe('bounded load run', () => {
  it('serves 2000 product-list requests over 10 connections without a failure', async () => {
    const result = await runLoad({ method: 'GET', path: '/products', amount: 2000 });

    expect(result.requests.total).toBe(2000);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  }, 20_000);

  it('serves 100 demo logins over 10 connections without a failure', async () => {
    const result = await runLoad({
      method: 'POST',
      path: '/auth/login',
      amount: 100,
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });

    expect(result.requests.total).toBe(100);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  }, 90_000);
});
