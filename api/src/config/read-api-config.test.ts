import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ORIGINS, readApiConfig } from './read-api-config';

describe('readApiConfig', () => {
  it('uses the defaults for an empty environment', () => {
    expect(readApiConfig({})).toEqual({
      port: 8090,
      host: '127.0.0.1',
      allowedOrigins: DEFAULT_SITE_ORIGINS,
      productCount: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      readApiConfig({
        API_PORT: '9000',
        API_HOST: '0.0.0.0',
        SITE_ORIGINS: 'http://localhost:3000, https://shop.example ',
        SEED_PRODUCTS: '10000',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      allowedOrigins: ['http://localhost:3000', 'https://shop.example'],
      productCount: 10_000,
    });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ SITE_ORIGINS: 'http://localhost:8080/' }, /SITE_ORIGINS/],
    [{ SEED_PRODUCTS: '-3' }, /SEED_PRODUCTS/],
  ])('rejects %o', (environment, problem) => {
    expect(() => readApiConfig(environment)).toThrow(problem);
  });
});
