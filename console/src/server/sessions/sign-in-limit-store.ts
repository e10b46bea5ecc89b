import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SignInAttempts } from './sign-in-attempts';

/** @fastify/rate-limit's counts kept by SignInAttempts (the database), not in this process's memory. */
export function signInLimitStore(attempts: SignInAttempts): FastifyRateLimitStoreCtor {
  return class SignInLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      attempts.count(key, timeWindow).then(
        ({ attempts: current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
