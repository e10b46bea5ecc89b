import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv, siteConfigToEnv } from './site-config';

describe('siteConfigFromEnv', () => {
  it('serves the site on 8080, the remotes next to it and the API on +10 by default', () => {
    const config = siteConfigFromEnv({});
    expect(config.sitePort).toBe(8080);
    expect(config.remotePorts).toEqual({ catalog_mfe: 8081, content_mfe: 8082, account_mfe: 8083 });
    expect(config.apiPort).toBe(8090);
  });

  it('moves every origin with PORT, and each one can be set on its own', () => {
    const config = siteConfigFromEnv({ PORT: '9000', CONTENT_PORT: '9500' });
    expect(config.sitePort).toBe(9000);
    expect(config.remotePorts).toEqual({ catalog_mfe: 9001, content_mfe: 9500, account_mfe: 9003 });
    expect(config.apiPort).toBe(9010);
  });

  it('refuses a port that is not a port', () => {
    expect(() => siteConfigFromEnv({ PORT: 'eighty' })).toThrow('Invalid port "eighty"');
    expect(() => siteConfigFromEnv({ PORT: '70000' })).toThrow();
  });
});

describe('siteConfigToEnv', () => {
  it('gives the processes of a site exactly its configuration', () => {
    const config = siteConfigFromEnv({ PORT: '9000', CONTENT_PORT: '9500', SEED_PRODUCTS: '10000', DATABASE_URL: 'postgres://db.test/site', OVERRIDE_ORIGINS: 'http://a.test,http://b.test' });
    expect(siteConfigFromEnv(siteConfigToEnv(config))).toEqual(config);
    expect(config.embeddedDatabasePort).toBe(9020);
  });
});
