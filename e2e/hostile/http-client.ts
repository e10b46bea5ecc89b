import http, { type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From sending to the last byte of the answer. */
  ms: number;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address the request comes from (127.0.0.2 … 127.0.0.254): a client of its own. */
  from?: string;
  /** Reuses connections (keepAlive) for measuring; a new connection per request without it. */
  agent?: http.Agent;
  timeoutMs?: number;
}

/**
 * The suite aims at this machine only, and the servers listen on 127.0.0.1: a URL naming
 * localhost is sent there, so a client bound to another loopback address never tries ::1.
 */
export function loopbackTarget(url: string): URL {
  const target = new URL(url);
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  if (!['127.0.0.1', '[::1]'].includes(target.hostname))
    throw new Error(`The suite sends only to this machine, not to ${target.host}.`);
  return target;
}

/** One HTTP request over a socket of our own choosing; rejects only when no answer comes. */
export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const target = loopbackTarget(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body !== undefined && {
            'content-length': String(Buffer.byteLength(options.body)),
          }),
        },
        localAddress: options.from,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(
        new Error(`no answer from ${target.href} within ${options.timeoutMs ?? 10_000} ms`),
      ),
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The answer's JSON body, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  if (!String(answer.headers['content-type'] ?? '').includes('application/json')) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** `{ message: string }` as every error answer of every origin must be, with no framework code in it. */
export function isMessageJson(answer: Answer): boolean {
  const body = jsonOf(answer) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && !answer.body.includes('FST_');
}

/** The n-th address of a block of loopback client addresses: `clientAddress(0)` is 127.0.0.2. */
export function clientAddress(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > 252)
    throw new Error(`No loopback client address number ${index} (0–252).`);
  return `127.0.0.${index + 2}`;
}

/**
 * An address in the n-th of 256 client networks (/24s, as the API counts clients) that no other
 * scenario uses: `addressInNetwork(3, 7)` is 127.1.3.7.
 */
export function addressInNetwork(network: number, host = 2): string {
  if (![network, host].every(Number.isInteger) || network < 0 || network > 255 || host < 1 || host > 254)
    throw new Error(`No loopback address ${host} in client network ${network}.`);
  return `127.1.${network}.${host}`;
}

export const keepAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
