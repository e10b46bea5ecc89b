import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p99, sampleInOwnProcess } from './static-latency';

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((request, response) =>
    response.writeHead(request.url === '/file' ? 200 : 404).end('x'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('sampling static files in a process of its own', () => {
  it(
    'makes the requests it was asked for, and counts answers other than 200 as failures',
    { timeout: 20_000 },
    async () => {
      const samples = await (
        await sampleInOwnProcess({ file: `${base}/file`, missing: `${base}/missing` }, 20)
      ).finished;
      expect(samples.file).toMatchObject({ failures: 0 });
      expect(samples.file!.latencies).toHaveLength(20);
      expect(samples.missing).toMatchObject({ latencies: [], failures: 20 });
      expect(p99(samples.file!)).toBeGreaterThan(0);
    },
  );

  it('measures until told to stop', { timeout: 20_000 }, async () => {
    const sampling = await sampleInOwnProcess({ file: `${base}/file` });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const samples = await sampling.stop();
    expect(samples.file!.latencies.length).toBeGreaterThan(5);
  });
});
