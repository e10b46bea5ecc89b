import { originOf } from '@storefront/platform';
import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from '../site-config';
import { startBanner } from './start-banner';

const running = (config: ReturnType<typeof siteConfigFromEnv>) => ({
  siteUrl: originOf(config.sitePort),
  apiUrl: originOf(config.apiPort),
  consoleUrl: config.publicUrls.console,
  remoteUrls: config.publicUrls.remotes,
});

describe('startBanner', () => {
  it('names the public URLs a load balancer serves, and this machine beside them', () => {
    const config = siteConfigFromEnv({ SITE_PUBLIC_URL: 'https://shop.example', API_PUBLIC_URL: 'https://api.shop.example' });
    const banner = startBanner(config, running(config));
    expect(banner).toMatch(/^ {2}Site {10}https:\/\/shop\.example {2}\(this machine: http:\/\/localhost:8080\)$/m);
    expect(banner).toMatch(/^ {2}API {11}https:\/\/api\.shop\.example\/api\/v1 {2}\(this machine: http:\/\/localhost:8090\/api\/v1\)$/m);
    expect(banner).toContain('Release API   https://shop.example/release-api/v1');
  });

  it('names this machine once when it is where browsers go', () => {
    const config = siteConfigFromEnv({});
    expect(startBanner(config, running(config))).toMatch(/^ {2}Site {10}http:\/\/localhost:8080$/m);
  });
});
