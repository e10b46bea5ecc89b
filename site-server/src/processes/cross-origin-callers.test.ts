import { describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from '../site-config';
import { apiCallers, remoteReaders } from './cross-origin-callers';

describe("who may read the site's remotes and call its API from another origin", () => {
  it("is the site's pages alone by default", () => {
    const config = siteConfigFromEnv({ PORT: '9080', SITE_PUBLIC_URL: 'https://shop.example' });
    expect(remoteReaders(config)).toEqual(['http://localhost:9080', 'https://shop.example']);
    // and every remote's origin (9081, 9082, … for each remote of the contract).
    const remoteOrigins = Object.values(config.remotePorts).map((port) => `http://localhost:${port}`);
    expect(remoteOrigins).toContain('http://localhost:9081');
    expect(apiCallers(config)).toEqual(['http://localhost:9080', 'https://shop.example', ...remoteOrigins]);
  });

  it('adds the development origins the site allows (a partial pnpm dev shell)', () => {
    const config = siteConfigFromEnv({ PORT: '9080', OVERRIDE_ORIGINS: 'http://localhost:3000' });
    expect(remoteReaders(config)).toEqual(['http://localhost:9080', 'http://localhost:3000']);
    expect(apiCallers(config)).toContain('http://localhost:3000');
  });
});
