import { describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import { serverLogging } from '../server-logging';
import { watchPool } from './pool-metrics';
import { Readiness } from './readiness';

describe('/health, /ready and /metrics', () => {
  it('answers /ready from its check, 503 with what is missing, while /health says the process is alive', async () => {
    let database = 'down';
    const app = createServer({ operations: { readiness: new Readiness(async () => (database === 'up' ? undefined : 'database unavailable')) } });
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable' });
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
    database = 'up';
    expect((await app.inject('/ready')).statusCode).toBe(200);
  });

  it('is not ready once draining, whatever its check says, and closes each connection it answers', async () => {
    const readiness = new Readiness();
    const app = createServer({ operations: { readiness } });
    expect((await app.inject('/health')).headers.connection).not.toBe('close');
    readiness.startDraining();
    expect((await app.inject('/ready')).json()).toEqual({ status: 'draining' });
    const health = await app.inject('/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });

  it('counts a check that hangs as failed, and names no internal error', async () => {
    const failing = createServer({ operations: { readiness: new Readiness(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'))) } });
    expect((await failing.inject('/ready')).json()).toEqual({ status: 'readiness check failed' });
    const hanging = createServer({ operations: { readiness: new Readiness(() => new Promise(() => undefined)) } });
    const answer = await hanging.inject('/ready');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'readiness check timed out' });
  });

  it('times requests by route pattern and status, never by the path asked for', async () => {
    const app = createServer();
    app.get('/things/:id', async () => ({ ok: true }));
    await app.inject('/things/route-pattern-check-1');
    await app.inject('/things/route-pattern-check-2');
    await app.inject('/no-such-path-route-pattern-check');
    const text = (await app.inject('/metrics')).body;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/things\/:id",status_code="200"\} [2-9]\d*$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} \d+$/m);
    expect(text).not.toContain('route-pattern-check');
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('serves /metrics to a private network reaching it directly, and to nobody through a proxy or from outside', async () => {
    const app = createServer();
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: '/metrics', remoteAddress, headers }).then((answer) => answer.statusCode);
    expect(await from('127.0.0.1')).toBe(200);
    expect(await from('10.2.3.4')).toBe(200);
    expect(await from('::ffff:192.168.1.9')).toBe(200);
    expect(await from('203.0.113.7')).toBe(404);
    expect(await from('10.2.3.4', { 'x-forwarded-for': '203.0.113.7' })).toBe(404);
  });

  it('asks for METRICS_TOKEN as a bearer token when one is set, from anywhere', async () => {
    const app = createServer({ operations: { metricsToken: 'scrape-secret' } });
    const withToken = (remoteAddress: string, authorization?: string) =>
      app.inject({ url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} }).then((answer) => answer.statusCode);
    expect(await withToken('203.0.113.7', 'Bearer scrape-secret')).toBe(200);
    expect(await withToken('127.0.0.1')).toBe(404);
    expect(await withToken('127.0.0.1', 'Bearer scrape-secreT')).toBe(404);
  });

  it("reports each database pool's connections by state, until the pool ends", async () => {
    const pool = { totalCount: 4, idleCount: 1, waitingCount: 2, ended: false };
    watchPool(pool, 'pool-metrics-check');
    const app = createServer();
    const text = (await app.inject('/metrics')).body;
    expect(text).toContain('db_pool_connections{pool="pool-metrics-check",state="total"} 4');
    expect(text).toContain('db_pool_connections{pool="pool-metrics-check",state="idle"} 1');
    expect(text).toContain('db_pool_connections{pool="pool-metrics-check",state="waiting"} 2');
    pool.ended = true;
    expect((await app.inject('/metrics')).body).not.toContain('pool-metrics-check');
  });

  it("logs no probe: a balancer's checks every few seconds, and a draining 503, are not visitors' requests", async () => {
    const lines: string[] = [];
    const readiness = new Readiness();
    const app = createServer({ operations: { readiness }, logging: serverLogging('probe-test', { stream: { write: (line) => void lines.push(line) } }) });
    app.get('/visited', async () => ({ ok: true }));
    readiness.startDraining();
    for (const url of ['/health', '/ready', '/metrics', '/visited']) await app.inject(url);
    expect(lines.map((line) => (JSON.parse(line) as { path?: string }).path)).toEqual(['/visited']);
  });
});
