import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDir } from './artifacts/deploy-paths';

const run = promisify(execFile);
const healthCheck = (...args: string[]) =>
  run('node', [path.join(imageDir, 'health-check.mjs'), ...args]).then(
    () => 0,
    (error: { code: number }) => error.code,
  );

describe("the image's health check", () => {
  let server: Server;
  let port: string;
  beforeAll(async () => {
    // Alive but draining, as a process told to stop answers.
    server = createServer((request, response) => response.writeHead(request.url === '/health' ? 200 : 503).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = String((server.address() as AddressInfo).port);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('passes on a 2xx answer and fails on any other, or on none', async () => {
    expect(await healthCheck(port, '/health')).toBe(0);
    expect(await healthCheck(port, '/ready')).toBe(1);
    server.close();
    expect(await healthCheck(port, '/health')).toBe(1);
  });
});
