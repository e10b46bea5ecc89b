import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ORIGINS, readApiConfig } from './read-api-config';

describe('readApiConfig', () => {
  it('uses the defaults for an empty environment', () => {
    expect(readApiConfig({})).toEqual({
      port: 8090,
      host: '127.0.0.1',
      allowedOrigins: DEFAULT_SITE_ORIGINS,
      productCount: undefined,
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
        SUPPORT_REQUESTS_PER_HOUR: '100',
        SUPPORT_BYTES_PER_DAY: '1000000',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      allowedOrigins: ['http://localhost:3000', 'https://shop.example'],
      productCount: 10_000,
      supportLimits: { requestsPerHour: 100, bytesPerDay: 1_000_000 },
    });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ SITE_ORIGINS: 'http://localhost:8080/' }, /SITE_ORIGINS/],
    [{ SEED_PRODUCTS: '-3' }, /SEED_PRODUCTS/],
    [{ SUPPORT_REQUESTS_PER_HOUR: '0' }, /SUPPORT_REQUESTS_PER_HOUR/],
    [{ SUPPORT_BYTES_PER_DAY: 'lots' }, /SUPPORT_BYTES_PER_DAY/],
  ])('rejects %o', (environment, problem) => {
    expect(() => readApiConfig(environment)).toThrow(problem);
  });
});
