import autocannon from 'autocannon';

// A support-request flood on the API must not slow the static origins: they are other processes.
const CONNECTIONS = 10;
const STATIC_REQUESTS = 3_000;
const FLOOD_REQUESTS = 3_000;

const supportRequest = JSON.stringify({
  fullName: 'Flood Test',
  email: 'flood@example.in',
  phone: '+91 98765 43210',
  productModel: 'SecureLock Pro',
  issue: 'Sent by the benchmark to load the API while static files are measured.',
  preferredContact: 'email',
});

/**
 * The flood comes from one address, which the API's per-address limits would stop after ten
 * requests: the bench's site raises them, so the flood still loads the API and the database
 * (the limits themselves are tested in the API's unit tests).
 */
export const FLOOD_SITE_ENV = { SUPPORT_REQUESTS_PER_HOUR: '1000000', SUPPORT_BYTES_PER_DAY: '1000000000' } as const;

function p99(url: string): Promise<number> {
  return autocannon({ url, connections: CONNECTIONS, amount: STATIC_REQUESTS, timeout: 10 }).then((result) => result.latency.p99);
}

export interface FloodResult {
  idleP99Ms: number;
  floodP99Ms: number;
  /** Support requests stored during the flood, and answers other than 201. */
  stored: number;
  failed: number;
}

/** Static p99 of `staticUrl` alone, then while `apiUrl` takes a bounded flood of support requests. */
export async function measureFlood(staticUrl: string, apiUrl: string): Promise<FloodResult> {
  const idleP99Ms = await p99(staticUrl);
  const flood = autocannon({
    url: `${apiUrl}/api/v1/support-requests`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: supportRequest,
    connections: 20,
    amount: FLOOD_REQUESTS,
    timeout: 10,
  });
  // The static run starts once the flood is under way, and ends before it does.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const floodP99Ms = await p99(staticUrl);
  const result = await flood;
  return { idleP99Ms, floodP99Ms, stored: result['2xx'], failed: result.non2xx + result.errors + result.timeouts };
}
