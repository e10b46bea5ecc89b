import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyOverrides, OVERRIDES_KEY, requestedOverrides, resolveOverrides } from './overrides';
import type { Registry } from '@storefront/shared/federation';

const registry: Registry = {
  remotes: {
    catalog_mfe: { version: '1.0.0', manifest: 'http://cdn.test/catalog/mf-manifest.json', previous: null },
    content_mfe: { version: '1.0.0', manifest: 'http://cdn.test/content/mf-manifest.json', previous: null },
    account_mfe: { version: '1.0.0', manifest: 'http://cdn.test/account/mf-manifest.json', previous: null },
  },
};
const ALLOWED = ['http://localhost:3001'];
const LOCAL = 'http://localhost:3001/mf-manifest.json';

beforeEach(() => sessionStorage.clear());

describe('requested overrides', () => {
  it('takes a version or a manifest URL on an allowed origin, and keeps it for the session', () => {
    expect(requestedOverrides(`?mf-override=catalog_mfe@${LOCAL}&mf-override=content_mfe@0.1.0-3f9a0c1d2e4b`, sessionStorage, ALLOWED)).toEqual({
      catalog_mfe: LOCAL,
      content_mfe: '0.1.0-3f9a0c1d2e4b',
    });
    expect(requestedOverrides('', sessionStorage, ALLOWED)).toEqual({ catalog_mfe: LOCAL, content_mfe: '0.1.0-3f9a0c1d2e4b' });
  });

  it('refuses URLs on other origins, other schemes, unknown remotes and corrupt storage', () => {
    expect(requestedOverrides('?mf-override=catalog_mfe@https://evil.test/mf-manifest.json', sessionStorage, ALLOWED)).toEqual({});
    expect(requestedOverrides('?mf-override=catalog_mfe@javascript:alert(1)', sessionStorage, ALLOWED)).toEqual({});
    expect(requestedOverrides('?mf-override=evil@1.0.0', sessionStorage, ALLOWED)).toEqual({});
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: 'https://evil.test/m.json', content_mfe: '../../x' }));
    expect(requestedOverrides('', sessionStorage, ALLOWED)).toEqual({});
    sessionStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(requestedOverrides('', sessionStorage, ALLOWED)).toEqual({});
  });

  it('removes one override, or all of them', () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: LOCAL, content_mfe: '1.0.1' }));
    expect(requestedOverrides('?mf-override=catalog_mfe@', sessionStorage, ALLOWED)).toEqual({ content_mfe: '1.0.1' });
    expect(requestedOverrides('?mf-override=reset', sessionStorage, ALLOWED)).toEqual({});
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('are all dropped, stored ones included, on a site that allows none', () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: LOCAL }));
    expect(requestedOverrides('?mf-override=content_mfe@1.0.1', sessionStorage, [])).toEqual({});
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });
});

describe('resolveOverrides', () => {
  it('uses a version only when the site confirms it, and forgets one it does not', async () => {
    const lookUp = vi.fn(async (_remote: string, version: string) => (version === '1.0.1' ? 'http://cdn.test/catalog/1.0.1/mf-manifest.json' : undefined));
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: '1.0.1', content_mfe: '9.9.9-withdrawn', account_mfe: LOCAL }));
    const overrides = await resolveOverrides({ catalog_mfe: '1.0.1', content_mfe: '9.9.9-withdrawn', account_mfe: LOCAL }, lookUp, sessionStorage);
    expect(overrides).toEqual({
      catalog_mfe: { manifest: 'http://cdn.test/catalog/1.0.1/mf-manifest.json', label: '1.0.1' },
      account_mfe: { manifest: LOCAL, label: LOCAL },
    });
    expect(JSON.parse(sessionStorage.getItem(OVERRIDES_KEY)!)).toEqual({ catalog_mfe: '1.0.1', account_mfe: LOCAL });
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('points the registry at the overriding manifest, with no fallback', () => {
    const result = applyOverrides(registry, { catalog_mfe: { manifest: LOCAL, label: LOCAL } });
    expect(result.remotes.catalog_mfe).toEqual({ version: `override ${LOCAL}`, manifest: LOCAL, previous: null });
    expect(result.remotes.content_mfe).toEqual(registry.remotes.content_mfe);
  });
});
