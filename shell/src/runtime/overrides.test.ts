import { beforeEach, describe, expect, it } from 'vitest';
import type { Registry } from '@storefront/shared/federation';
import { applyOverrides, OVERRIDES_KEY, refusedOverrides, requestedOverrides } from './overrides';

const registry: Registry = {
  remotes: {
    catalog_mfe: { version: '1.0.0', manifest: 'http://cdn.test/catalog/mf-manifest.json', previous: null },
    content_mfe: { version: '1.0.0', manifest: 'http://cdn.test/content/mf-manifest.json', previous: null },
    account_mfe: { version: '1.0.0', manifest: 'http://cdn.test/account/mf-manifest.json', previous: null },
  },
};
const ALLOWED = ['http://localhost:3001', 'http://localhost:3002'];
const LOCAL = 'http://localhost:3001/mf-manifest.json';
const CONTENT = 'http://localhost:3002/mf-manifest.json';
const override = (manifest: string) => ({ manifest, label: manifest });
const devCookie = () => document.cookie.split(';').some((pair) => pair.trim() === 'sf-dev-override=1');

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'sf-dev-override=; Path=/; Max-Age=0';
});

describe('requested overrides', () => {
  it('take a manifest URL on an allowed origin, kept for the session, and tell the site a development override runs', () => {
    expect(requestedOverrides(`?mf-override=catalog_mfe@${LOCAL}&mf-override=content_mfe@${CONTENT}`, sessionStorage, ALLOWED)).toEqual({
      catalog_mfe: override(LOCAL),
      content_mfe: override(CONTENT),
    });
    expect(refusedOverrides()).toEqual([]);
    expect(devCookie()).toBe(true);
    expect(requestedOverrides('', sessionStorage, ALLOWED)).toEqual({ catalog_mfe: override(LOCAL), content_mfe: override(CONTENT) });
  });

  it('refuse, each with its reason, a published version, another origin or scheme, and an unknown remote', () => {
    const asked = ['catalog_mfe@0.1.0-3f9a0c1d2e4b', 'catalog_mfe@https://evil.test/mf-manifest.json', 'catalog_mfe@ftp://localhost:3001/m.json', 'catalog_mfe@javascript:alert(1)', 'evil@1.0.0'];
    expect(requestedOverrides(`?${asked.map((param) => `mf-override=${encodeURIComponent(param)}`).join('&')}`, sessionStorage, ALLOWED)).toEqual({});
    expect(refusedOverrides()).toEqual([
      { asked: asked[0], why: 'not-a-url' },
      { asked: asked[1], why: 'origin' },
      { asked: asked[2], why: 'origin' },
      { asked: asked[3], why: 'not-a-url' },
      { asked: asked[4], why: 'unknown-remote' },
    ]);
    expect(devCookie()).toBe(false);
  });

  it('drop what storage holds that is no override, without a word: the visitor asked for nothing on this page', () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: 'https://evil.test/m.json', content_mfe: '0.1.0-abc', evil: LOCAL }));
    expect(requestedOverrides('', sessionStorage, ALLOWED)).toEqual({});
    expect(refusedOverrides()).toEqual([]);
    sessionStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(requestedOverrides('', sessionStorage, ALLOWED)).toEqual({});
  });

  it('remove one override, or all of them, and the site hears that none runs', () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: LOCAL, content_mfe: CONTENT }));
    expect(requestedOverrides('?mf-override=catalog_mfe@', sessionStorage, ALLOWED)).toEqual({ content_mfe: override(CONTENT) });
    expect(devCookie()).toBe(true);
    expect(requestedOverrides('?mf-override=reset', sessionStorage, ALLOWED)).toEqual({});
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(devCookie()).toBe(false);
  });

  it('are all refused on a site that allows none, and stored ones dropped', () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: LOCAL }));
    expect(requestedOverrides(`?mf-override=catalog_mfe@${LOCAL}`, sessionStorage, [])).toEqual({});
    expect(refusedOverrides()).toEqual([{ asked: `catalog_mfe@${LOCAL}`, why: 'not-allowed' }]);
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });
});

describe('applyOverrides', () => {
  it('points the registry at the overriding manifest, with no fallback', () => {
    const result = applyOverrides(registry, { catalog_mfe: override(LOCAL) });
    expect(result.remotes.catalog_mfe).toEqual({ version: `override ${LOCAL}`, manifest: LOCAL, previous: null });
    expect(result.remotes.content_mfe).toEqual(registry.remotes.content_mfe);
  });
});
