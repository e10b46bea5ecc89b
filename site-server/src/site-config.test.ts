import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv, siteConfigToEnv } from './site-config';

describe('siteConfigFromEnv', () => {
  it('serves the site on 8080, the remotes next to it, the console on +5, the release worker on +6 and the API on +10 by default', () => {
    const config = siteConfigFromEnv({});
    expect(config.sitePort).toBe(8080);
    expect(config.remotePorts).toMatchObject({ catalog_mfe: 8081, content_mfe: 8082, account_mfe: 8083 });
    expect(config.consolePort).toBe(8085);
    expect(config.releaseWorkerPort).toBe(8086);
    expect(config.apiPort).toBe(8090);
  });

  it('moves every origin with PORT, and each one can be set on its own', () => {
    const config = siteConfigFromEnv({ PORT: '9000', CONTENT_PORT: '9500', CONSOLE_PORT: '9600' });
    expect(config.sitePort).toBe(9000);
    expect(config.remotePorts).toMatchObject({ catalog_mfe: 9001, content_mfe: 9500, account_mfe: 9003 });
    expect(config.consolePort).toBe(9600);
    expect(config.apiPort).toBe(9010);
  });

  it('refuses two processes on one port, naming both settings', () => {
    expect(() => siteConfigFromEnv({ CONSOLE_PORT: '8081' })).toThrow('CATALOG_PORT and CONSOLE_PORT are both 8081');
    expect(() => siteConfigFromEnv({ RELEASE_WORKER_PORT: '8090' })).toThrow('RELEASE_WORKER_PORT and API_PORT are both 8090');
  });

  it('refuses a port that is not a port', () => {
    expect(() => siteConfigFromEnv({ PORT: 'eighty' })).toThrow('Invalid port "eighty"');
    expect(() => siteConfigFromEnv({ PORT: '70000' })).toThrow();
  });
});

describe('public URLs', () => {
  it('are this machine\'s ports by default, each remote on its own origin', () => {
    const { publicUrls, releasePublicUrl } = siteConfigFromEnv({ PORT: '9000' });
    expect(publicUrls).toMatchObject({
      site: 'http://localhost:9000',
      api: 'http://localhost:9010',
      console: 'http://localhost:9005',
      remotes: { catalog_mfe: 'http://localhost:9001', content_mfe: 'http://localhost:9002', account_mfe: 'http://localhost:9003' },
    });
    expect(releasePublicUrl).toBeUndefined();
  });

  it('come from configuration, and remotes are read under RELEASE_PUBLIC_URL by folder', () => {
    const config = siteConfigFromEnv({
      SITE_PUBLIC_URL: 'https://shop.example/',
      API_PUBLIC_URL: 'https://api.shop.example',
      CONSOLE_PUBLIC_URL: 'https://releases.shop.example',
      RELEASE_STORE: 's3://releases/site',
      RELEASE_PUBLIC_URL: 'https://cdn.shop.example/site/',
    });
    expect(config.publicUrls.site).toBe('https://shop.example');
    expect(config.publicUrls.api).toBe('https://api.shop.example');
    expect(config.publicUrls.console).toBe('https://releases.shop.example');
    expect(config.publicUrls.remotes.catalog_mfe).toBe('https://cdn.shop.example/site/catalog-mfe');
    expect(config.releaseStore).toBe('s3://releases/site');
  });

  it('refuses a bucket without the URL browsers read it at, and a URL that is not http(s)', () => {
    expect(() => siteConfigFromEnv({ RELEASE_STORE: 's3://releases' })).toThrow('set RELEASE_PUBLIC_URL');
    expect(() => siteConfigFromEnv({ SITE_PUBLIC_URL: 'shop.example' })).toThrow('SITE_PUBLIC_URL must be an http(s) URL');
  });
});

describe('siteConfigToEnv', () => {
  it('gives the processes of a site exactly its configuration', () => {
    const config = siteConfigFromEnv({ PORT: '9000', CONTENT_PORT: '9500', CONSOLE_PORT: '9600', RELEASE_WORKER_PORT: '9700', CONSOLE_PUBLIC_URL: 'https://releases.test', SEED_PRODUCTS: '10000', DATABASE_URL: 'postgres://db.test/site', RELEASE_PUBLIC_URL: 'https://cdn.test', AWS_REGION: 'eu-west-1', OVERRIDE_ORIGINS: 'http://a.test,http://b.test', PREVIEW_SECRET: 'p'.repeat(32), VITALS_SAMPLE_RATE: '0.1', RELEASE_SPEED_MARGIN: '0.3' });
    expect(siteConfigFromEnv(siteConfigToEnv(config))).toEqual(config);
    expect(config.embeddedDatabasePort).toBe(9020);
    expect(config.storeEnv).toEqual({ AWS_REGION: 'eu-west-1' });
  });
});

describe('VITALS_SAMPLE_RATE', () => {
  it('reports every page view’s vitals by default, a share of them when set, and refuses what is no share', () => {
    expect(siteConfigFromEnv({}).vitalsSampleRate).toBe(1);
    expect(siteConfigFromEnv({ VITALS_SAMPLE_RATE: '0.05' }).vitalsSampleRate).toBe(0.05);
    expect(siteConfigFromEnv({ VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate).toBe(0);
    expect(() => siteConfigFromEnv({ VITALS_SAMPLE_RATE: '1.5' })).toThrow('VITALS_SAMPLE_RATE must be a number from 0 to 1, not "1.5"');
    expect(() => siteConfigFromEnv({ VITALS_SAMPLE_RATE: 'half' })).toThrow('VITALS_SAMPLE_RATE');
  });
});

describe('SERVER_RENDERING', () => {
  it('is on unless set to off, and refuses anything else', () => {
    expect(siteConfigFromEnv({}).serverRendering).toBe(true);
    expect(siteConfigFromEnv({ SERVER_RENDERING: 'on' }).serverRendering).toBe(true);
    const off = siteConfigFromEnv({ SERVER_RENDERING: 'off' });
    expect(off.serverRendering).toBe(false);
    expect(siteConfigFromEnv(siteConfigToEnv(off)).serverRendering).toBe(false);
    expect(() => siteConfigFromEnv({ SERVER_RENDERING: 'no' })).toThrow('SERVER_RENDERING must be on or off, not "no"');
  });
});

describe('SHELL_DIST', () => {
  it('is the shell\'s dist/ by default, and names another build of it (a bench variant) when set', () => {
    expect(siteConfigFromEnv({}).shellDist).toBe(path.join('shell', 'dist'));
    const variant = siteConfigFromEnv({ SHELL_DIST: 'shell/dist-variants/paint-first' });
    expect(variant.shellDist).toBe('shell/dist-variants/paint-first');
    expect(siteConfigFromEnv(siteConfigToEnv(variant)).shellDist).toBe('shell/dist-variants/paint-first');
    expect(siteConfigFromEnv({ SHELL_DIST: ' ' }).shellDist).toBe(path.join('shell', 'dist'));
  });
});

describe('the release tick', () => {
  it('passes its period and the webhooks on to the site server, and refuses webhooks it could not sign', () => {
    const config = siteConfigFromEnv({ RELEASE_TICK_MS: '1000', RELEASE_WEBHOOK_URLS: 'https://chat.test/hook', RELEASE_WEBHOOK_SECRET: 'sixteen-chars-ok' });
    expect(config.releaseTick).toEqual({ everyMs: 1000, webhooks: { urls: ['https://chat.test/hook'], secret: 'sixteen-chars-ok' } });
    expect(siteConfigFromEnv(siteConfigToEnv(config)).releaseTick).toEqual(config.releaseTick);
    expect(() => siteConfigFromEnv({ RELEASE_WEBHOOK_URLS: 'https://chat.test/hook' })).toThrow('set RELEASE_WEBHOOK_SECRET too');
  });
});
