import { describe, expect, it } from 'vitest';
import { applyOverrides, OVERRIDES_KEY, resolveOverrides } from './overrides';
import type { Registry } from '@storefront/shared/federation';

const registry: Registry = {
  remotes: {
    catalog_mfe: { version: '1.0.0', manifest: 'http://cdn.test/catalog/mf-manifest.json', previous: null },
    content_mfe: { version: '1.0.0', manifest: 'http://cdn.test/content/mf-manifest.json', previous: null },
    account_mfe: { version: '1.0.0', manifest: 'http://cdn.test/account/mf-manifest.json', previous: null },
  },
};

describe('remote overrides', () => {
  it('points one remote at a local URL and remembers it', () => {
    const overrides = resolveOverrides(
      '?mf-override=catalog_mfe@http://localhost:3001/mf-manifest.json',
      localStorage,
    );
    const result = applyOverrides(registry, overrides);
    expect(result.remotes.catalog_mfe?.manifest).toBe('http://localhost:3001/mf-manifest.json');
    expect(result.remotes.content_mfe).toEqual(registry.remotes.content_mfe);
    expect(resolveOverrides('', localStorage)).toEqual(overrides);
  });

  it('removes one override, or all of them', () => {
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({ catalog_mfe: 'http://a.test/m.json', content_mfe: 'http://b.test/m.json' }),
    );
    expect(resolveOverrides('?mf-override=catalog_mfe@', localStorage)).toEqual({
      content_mfe: 'http://b.test/m.json',
    });
    expect(resolveOverrides('?mf-override=reset', localStorage)).toEqual({});
  });

  it('ignores unknown remotes, non-http URLs and corrupt storage', () => {
    expect(resolveOverrides('?mf-override=evil@javascript:alert(1)', localStorage)).toEqual({});
    expect(resolveOverrides('?mf-override=catalog_mfe@javascript:alert(1)', localStorage)).toEqual({});
    localStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(resolveOverrides('', localStorage)).toEqual({});
  });
});
