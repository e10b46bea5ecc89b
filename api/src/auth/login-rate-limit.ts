import fastifyRateLimit from '@fastify/rate-limit';
import { clientNetwork } from '@storefront/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface LoginRateLimit {
  /** Login attempts one client (an IPv4 address, an IPv6 /64) may make per window, whatever accounts they name; the next one gets 429. */
  max: number;
  timeWindowMs: number;
}

/** Slows password guessing to a crawl while staying far above what a person types. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 20, timeWindowMs: 60_000 };

/** The code the error handler turns into the 429 wording (see http/error-responses). */
export const LOGIN_RATE_LIMITED_CODE = 'LOGIN_RATE_LIMITED';

/**
 * Registers the limiter in the calling plugin's scope without applying it anywhere; a route opts
 * in with `config: { rateLimit: loginRouteRateLimit(limit) }`. The client is keyed by its address
 * (request.ip: X-Forwarded-For counts only from the proxies TRUST_PROXY names, so it cannot
 * reset the count), an IPv6 address by its /64, whose addresses one subscriber can take by the
 * billion. Counted per instance, in memory: a flood is answered without a query.
 */
export async function registerLoginRateLimiter(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // Thrown into the error handler, which answers `{ message }` like every other error.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('login rate limit exceeded'), {
        statusCode: context.statusCode,
        code: LOGIN_RATE_LIMITED_CODE,
      }),
  });
}

/** An IPv4 address as it is (one /24 can be a whole office's NAT); an IPv6 one as its /64. */
function limitedClient(request: FastifyRequest): string {
  const network = clientNetwork(request.ip);
  return network.endsWith('/64') ? network : request.ip;
}

export function loginRouteRateLimit({ max, timeWindowMs }: LoginRateLimit) {
  return { max, timeWindow: timeWindowMs, keyGenerator: limitedClient };
}
