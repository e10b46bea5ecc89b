import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface LoginRateLimit {
  /** Login attempts one client (IP address) may make per window; the next one gets 429. */
  max: number;
  timeWindowMs: number;
}

/** Slows password guessing to a crawl while staying far above what a person types. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 20, timeWindowMs: 60_000 };

/** The code the error handler turns into the 429 wording (see http/error-responses). */
export const LOGIN_RATE_LIMITED_CODE = 'LOGIN_RATE_LIMITED';

/**
 * Registers the limiter in the calling plugin's scope without applying it anywhere; a route opts
 * in with `config: { rateLimit: loginRouteRateLimit(limit) }`. The client is keyed by the socket
 * address: the server does not trust proxy headers, so X-Forwarded-For cannot reset the count.
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

export function loginRouteRateLimit({ max, timeWindowMs }: LoginRateLimit) {
  return { max, timeWindow: timeWindowMs };
}
