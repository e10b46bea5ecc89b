import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from './api-load';

const asked: string[] = [];
const server = createServer((request, response) => {
  asked.push(request.url ?? '');
  response.statusCode = request.url === '/broken' ? 500 : 200;
  setTimeout(() => response.end('{}'), request.url === '/slow' ? 100 : 0);
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('loadApi', () => {
  it('sends the paths in turn from every client, and counts each answer and each failure', async () => {
    asked.length = 0;
    const load = await loadApi(origin, ['/a', '/b', '/c', '/broken'], { connections: 4, amount: 40 });
    expect(load.requests).toBe(40);
    expect(load.failed).toBe(10);
    expect(['/a', '/b', '/c', '/broken'].map((path) => asked.filter((url) => url === path).length)).toEqual([10, 10, 10, 10]);
    expect(load.p50Ms).toBeGreaterThan(0);
    expect(load.p95Ms).toBeGreaterThanOrEqual(load.p50Ms);
    expect(load.p99Ms).toBeGreaterThanOrEqual(load.p95Ms);
  });

  it('stops a run of so many requests after the time given, with the answers so far', async () => {
    const started = Date.now();
    const load = await loadApi(origin, ['/slow'], { connections: 2, amount: 1000, atMostSeconds: 0.5 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(load.requests).toBeGreaterThan(0);
    expect(load.requests).toBeLessThan(100);
  });
});
