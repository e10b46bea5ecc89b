import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ORIGINS, readApiConfig } from './read-api-config';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('readApiConfig', () => {
  it('uses the defaults for an empty environment', () => {
    expect(readApiConfig({})).toEqual({
      port: 8090,
      host: '127.0.0.1',
      allowedOrigins: DEFAULT_SITE_ORIGINS,
      productCount: undefined,
      publicUrl: undefined,
      sessionLifetimeMs: 7 * DAY_MS,
      sessionIdleMs: DAY_MS,
      loginBackoffMaxMs: 15 * 60_000,
      passwordHashConcurrency: 1,
      supportLimits: { requestsPerHour: 10, bytesPerDay: 65_536 },
    });
  });

  it('reads every variable', () => {
    expect(
      readApiConfig({
        API_PORT: '9000',
        API_HOST: '0.0.0.0',
        SITE_ORIGINS: 'http://localhost:3000, https://shop.example ',
        SEED_PRODUCTS: '10000',
        API_PUBLIC_URL: 'https://api.shop.example',
        SESSION_LIFETIME_MS: '3600000',
        SESSION_IDLE_MS: '600000',
        LOGIN_BACKOFF_MAX_MS: '60000',
        PASSWORD_HASH_CONCURRENCY: '2',
        SUPPORT_REQUESTS_PER_HOUR: '100',
        SUPPORT_BYTES_PER_DAY: '1000000',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      allowedOrigins: ['http://localhost:3000', 'https://shop.example'],
      productCount: 10_000,
      publicUrl: 'https://api.shop.example',
      sessionLifetimeMs: 3_600_000,
      sessionIdleMs: 600_000,
      loginBackoffMaxMs: 60_000,
      passwordHashConcurrency: 2,
      supportLimits: { requestsPerHour: 100, bytesPerDay: 1_000_000 },
    });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ SITE_ORIGINS: 'http://localhost:8080/' }, /SITE_ORIGINS/],
    [{ SEED_PRODUCTS: '-3' }, /SEED_PRODUCTS/],
    [{ SESSION_IDLE_MS: '10' }, /SESSION_IDLE_MS/],
    [{ PASSWORD_HASH_CONCURRENCY: '0' }, /PASSWORD_HASH_CONCURRENCY/],
    [{ LOGIN_BACKOFF_MAX_MS: 'soon' }, /LOGIN_BACKOFF_MAX_MS/],
    [{ SUPPORT_REQUESTS_PER_HOUR: '0' }, /SUPPORT_REQUESTS_PER_HOUR/],
    [{ SUPPORT_BYTES_PER_DAY: 'lots' }, /SUPPORT_BYTES_PER_DAY/],
  ])('rejects %o', (environment, problem) => {
    expect(() => readApiConfig(environment)).toThrow(problem);
  });
});
