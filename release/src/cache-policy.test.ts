import { describe, expect, it } from 'vitest';
import { cacheControlFor, DAY, IMMUTABLE, REVALIDATE, versionedCacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it('caches content-hashed files for ever', () => {
    expect(cacheControlFor('/dist/main.1a2b3c4d5e.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/__federation_expose_CartPage.a3c5234741.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/assets/logo.0123456789.svg')).toBe(IMMUTABLE);
  });
  it('revalidates documents that name what is live', () => {
    for (const file of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'registry.json']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe(REVALIDATE);
    }
  });
  it('lets the site icon, which no release changes, be a day old', () => {
    expect(cacheControlFor('/dist/favicon.svg')).toBe(DAY);
    expect(cacheControlFor('/dist/assets/favicon.svg.map')).toBe(REVALIDATE);
  });
});

describe('versionedCacheControlFor', () => {
  it('caches everything under a version folder for ever, the manifest too', () => {
    expect(versionedCacheControlFor('/store/catalog-mfe/1.0.0/remoteEntry.js')).toBe(IMMUTABLE);
    expect(versionedCacheControlFor('/store/catalog-mfe/1.0.0/index.html')).toBe(IMMUTABLE);
    expect(versionedCacheControlFor('/store/catalog-mfe/1.0.0/mf-manifest.json')).toBe(IMMUTABLE);
  });
});
