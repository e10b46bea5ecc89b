import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { fastifyTrustProxy, parseTrustProxy, trustedPeer, unmapped, type TrustProxy } from './trust-proxy';

/** How long a client may take, and how many connections it may hold, on any server of the site. */
export interface ServerLimits {
  /** From connecting to the end of the request's headers. */
  headersTimeoutMs: number;
  /** From connecting to the end of the whole request, body included. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleTimeoutMs: number;
  /** How long a finished keep-alive connection waits for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; more are closed at once. */
  maxConnectionsPerAddress: number;
  /** Open connections in all; more are closed at once. */
  maxConnections: number;
  /** TRUST_PROXY. */
  trustProxy: TrustProxy;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 128,
  maxConnections: 2_000,
  trustProxy: undefined,
};

const VARIABLES = {
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  idleTimeoutMs: 'IDLE_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
  maxConnections: 'MAX_CONNECTIONS',
} as const satisfies Record<Exclude<keyof ServerLimits, 'trustProxy'>, string>;

/** The limits from the environment (the variables above and TRUST_PROXY), defaults for the rest. */
export function serverLimitsFromEnv(env: NodeJS.ProcessEnv): ServerLimits {
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, trustProxy: parseTrustProxy(env.TRUST_PROXY) };
  for (const [key, name] of Object.entries(VARIABLES) as Array<[keyof typeof VARIABLES, string]>) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${text}".`);
    limits[key] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(`${VARIABLES.headersTimeoutMs} cannot be longer than ${VARIABLES.requestTimeoutMs}: the headers are part of the request.`);
  }
  return limits;
}

/**
 * Fastify's options for these limits. Node checks the header and request deadlines on a timer
 * (`connectionsCheckingInterval`, 30 s by default), so a client trickling a byte at a time is
 * cut within a quarter of its deadline past it; the idle timeout catches a client that sends
 * nothing at all, which the deadlines do not see until its first byte.
 */
export function serverOptions(limits: ServerLimits): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    trustProxy: fastifyTrustProxy(limits.trustProxy),
  };
}

const TOO_MANY_CONNECTIONS_BODY = JSON.stringify({ message: 'Too many connections from your address. Close some and try again in a few seconds.' });
const TOO_MANY_CONNECTIONS =
  'HTTP/1.1 429 Too Many Requests\r\nRetry-After: 5\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(TOO_MANY_CONNECTIONS_BODY)}\r\nConnection: close\r\n\r\n${TOO_MANY_CONNECTIONS_BODY}`;

/**
 * Closes connections beyond the caps as soon as they open, so idle sockets cannot use up a
 * process's file descriptors. A trusted proxy's connections are exempt from the per-address cap:
 * they carry every visitor behind it, and its address is not any one client's.
 */
export function capConnections(server: Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  const isProxy = trustedPeer(limits.trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = unmapped(socket.remoteAddress ?? '');
    if (isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      // Said before closing, so a client sees why rather than a bare reset.
      socket.end(TOO_MANY_CONNECTIONS, () => socket.destroy());
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * The idle timeout (`connectionTimeout`) is for clients that send nothing; Node applies it to a
 * connection whose request the server is still answering too, and cuts it without a word. Here a
 * connection idle that long is closed only when no request on it awaits its answer: how long an
 * answer may take is bounded where it waits (the database's timeouts), not by cutting it.
 */
export function cutIdleConnectionsOnly(server: Server): void {
  const answering = new WeakMap<object, number>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => answering.set(socket, (answering.get(socket) ?? 1) - 1));
  });
  // With a listener, Node leaves a timed-out connection to it instead of destroying it.
  server.on('timeout', (socket: Socket) => {
    if (!answering.get(socket)) socket.destroy();
  });
}
