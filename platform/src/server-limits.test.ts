import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from './create-server';
import { DEFAULT_SERVER_LIMITS, serverLimitsFromEnv, type ServerLimits } from './server-limits';
import { rawConnection, stillOpenAfter, trickle, type RawConnection } from './testing/raw-connection';

const SHORT: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  idleTimeoutMs: 300,
  keepAliveTimeoutMs: 200,
  maxConnectionsPerAddress: 3,
  maxConnections: 8,
  trustProxy: undefined,
};

/** Deadlines far off, so only the caps (or the idle timeout) act. */
const PATIENT: ServerLimits = { ...SHORT, headersTimeoutMs: 10_000, requestTimeoutMs: 20_000, idleTimeoutMs: 10_000 };

let app: FastifyInstance | undefined;
const open: RawConnection[] = [];
afterEach(async () => {
  for (const connection of open.splice(0)) connection.socket.destroy();
  await app?.close();
  app = undefined;
});

async function listening(limits: ServerLimits): Promise<number> {
  app = createServer({ limits });
  app.get('/', async () => ({ ok: true }));
  app.post('/', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

async function connectFrom(port: number, localAddress?: string): Promise<RawConnection> {
  const connection = await rawConnection(port, localAddress);
  open.push(connection);
  return connection;
}

describe('timeouts on a listening server', () => {
  it('closes a connection that sends nothing once it has been idle too long', async () => {
    const connection = await connectFrom(await listening({ ...PATIENT, idleTimeoutMs: 300 }));
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(300);
    expect(closedAfter).toBeLessThan(700);
  });

  it('lets a request the server takes longer than the idle timeout to answer be answered', async () => {
    const connection = await connectFrom(await listening({ ...PATIENT, idleTimeoutMs: 300 }));
    connection.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    const closedAfter = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Then idle again: closed by the keep-alive timeout (which Node stretches by a second).
    expect(closedAfter).toBeLessThan(900 + PATIENT.keepAliveTimeoutMs + 1_500);
  });

  it('closes a connection that sends nothing at its header deadline, however long the idle timeout', async () => {
    const connection = await connectFrom(await listening({ ...SHORT, idleTimeoutMs: 10_000 }));
    expect(await connection.closed).toBeLessThan(SHORT.headersTimeoutMs + 500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 JSON and closes when headers trickle in past their deadline', async () => {
    const connection = await connectFrom(await listening(SHORT));
    void trickle(connection.socket, `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(100)}`, 50);
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs);
    expect(closedAfter).toBeLessThan(SHORT.headersTimeoutMs + 500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(connection.received()).toContain('{"message":"The request took too long to arrive."}');
  });

  it('cuts a body trickled a byte at a time once the whole request is past its deadline', async () => {
    const connection = await connectFrom(await listening(SHORT));
    connection.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    void trickle(connection.socket, `"${'a'.repeat(998)}"`, 50);
    const closedAfter = await connection.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs);
    expect(closedAfter).toBeLessThan(SHORT.requestTimeoutMs + 500);
  });

  it('closes a kept-alive connection that asks nothing more', async () => {
    const connection = await connectFrom(await listening(PATIENT));
    connection.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const closedAfter = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Node keeps a kept-alive socket a second past keepAliveTimeout, for requests already on their way.
    expect(closedAfter).toBeLessThan(PATIENT.keepAliveTimeoutMs + 1_000 + 400);
  });
});

describe('connection caps on a listening server', () => {
  it('closes connections beyond the cap from one address at once, and no one else’s', async () => {
    const port = await listening(PATIENT);
    const first = await Promise.all([1, 2, 3].map(() => connectFrom(port, '127.0.0.2')));
    const beyond = await connectFrom(port, '127.0.0.2');
    expect(await beyond.closed).toBeLessThan(200);
    expect(beyond.received()).toMatch(/^HTTP\/1\.1 429 [^]*Retry-After: 5\r\n[^]*\{"message":"Too many connections/);
    const other = await connectFrom(port, '127.0.0.3');
    expect(await stillOpenAfter(other, 200)).toBe(true);
    for (const connection of first) expect(await stillOpenAfter(connection, 0)).toBe(true);
    // A closed connection frees its place.
    first[0]!.socket.destroy();
    await first[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stillOpenAfter(await connectFrom(port, '127.0.0.2'), 200)).toBe(true);
  });

  it('closes connections beyond the total cap, whatever their addresses', async () => {
    const port = await listening(PATIENT);
    for (let i = 0; i < SHORT.maxConnections; i += 1) await connectFrom(port, `127.0.1.${i + 1}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const beyond = await connectFrom(port, '127.0.1.200');
    expect(await beyond.closed).toBeLessThan(200);
  });

  it('lets a trusted proxy hold more connections than one address may', async () => {
    const port = await listening({ ...PATIENT, trustProxy: { addresses: ['127.0.0.5'] } });
    const connections = await Promise.all([1, 2, 3, 4, 5].map(() => connectFrom(port, '127.0.0.5')));
    for (const connection of connections) expect(await stillOpenAfter(connection, 100)).toBe(true);
  });
});

describe('the client address', () => {
  async function ipSeen(limits: ServerLimits, remoteAddress: string, forwardedFor?: string) {
    app = createServer({ limits });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({ url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
    await app.close();
    app = undefined;
    return (response.json() as { ip: string }).ip;
  }

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await ipSeen(SHORT, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('is the address a trusted proxy names, and the peer when an untrusted one claims it', async () => {
    const limits = { ...SHORT, trustProxy: { addresses: ['10.0.0.0/8'] } };
    expect(await ipSeen(limits, '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeen(limits, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('is the address as many hops back as configured, past what the client itself wrote', async () => {
    expect(await ipSeen({ ...SHORT, trustProxy: { hops: 1 } }, '10.1.2.3', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });
});

describe('serverLimitsFromEnv', () => {
  it('keeps the defaults for an empty environment', () => {
    expect(serverLimitsFromEnv({})).toEqual(DEFAULT_SERVER_LIMITS);
  });

  it('reads every variable', () => {
    expect(
      serverLimitsFromEnv({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '20000',
        IDLE_TIMEOUT_MS: '7000',
        KEEP_ALIVE_TIMEOUT_MS: '3000',
        MAX_CONNECTIONS_PER_ADDRESS: '10',
        MAX_CONNECTIONS: '500',
        TRUST_PROXY: '10.0.0.1, 10.2.0.0/16, ::1',
      }),
    ).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20000,
      idleTimeoutMs: 7000,
      keepAliveTimeoutMs: 3000,
      maxConnectionsPerAddress: 10,
      maxConnections: 500,
      trustProxy: { addresses: ['10.0.0.1', '10.2.0.0/16', '::1'] },
    });
    expect(serverLimitsFromEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });

  it.each([
    [{ IDLE_TIMEOUT_MS: '0' }, /IDLE_TIMEOUT_MS/],
    [{ MAX_CONNECTIONS: 'many' }, /MAX_CONNECTIONS/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /cannot be longer/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
  ])('rejects %o', (env, problem) => {
    expect(() => serverLimitsFromEnv(env)).toThrow(problem);
  });
});
