import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressInNetwork, clientAddress, isMessageJson, loopbackTarget, send, type Answer } from './http-client';

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((request, response) =>
    response
      .setHeader('content-type', 'application/json')
      .end(JSON.stringify({ message: request.socket.remoteAddress })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const answer = (body: string, type = 'application/json'): Answer => ({
  status: 404,
  headers: { 'content-type': type },
  body,
  ms: 1,
});

describe('the suite’s HTTP client', () => {
  it('sends from the loopback address it is given, to 127.0.0.1 for localhost', async () => {
    const reply = await send(`${base}/`, { from: clientAddress(5) });
    expect(JSON.parse(reply.body)).toEqual({ message: '127.0.0.7' });
  });

  it('sends from an address of a client network of its own, one /24 per network', async () => {
    const reply = await send(`${base}/`, { from: addressInNetwork(63, 200) });
    expect(JSON.parse(reply.body)).toEqual({ message: '127.1.63.200' });
    expect(addressInNetwork(0)).toBe('127.1.0.2');
    expect(() => addressInNetwork(256)).toThrow();
  });

  it('refuses to aim anywhere but this machine', () => {
    expect(() => loopbackTarget('http://example.com/')).toThrow(/only to this machine/);
    expect(() => clientAddress(253)).toThrow();
  });

  it('accepts only JSON { message } without a framework code as an error answer', () => {
    expect(isMessageJson(answer('{"message":"Not found."}'))).toBe(true);
    expect(
      isMessageJson(answer('{"message":"Forbidden","code":"FST_STATIC_FORBIDDEN_PATH"}')),
    ).toBe(false);
    expect(isMessageJson(answer('Invalid Preflight Request', 'text/plain'))).toBe(false);
    expect(isMessageJson(answer('{"error":"x"}'))).toBe(false);
  });
});
