import { remoteNames, type Registry } from '@storefront/shared/federation';
import { describe, expect, it } from 'vitest';
import { devBanner } from '../../rspack.dev';
import { partialDevFromEnv, partialRegistry, publishedRows } from '../../rspack.partial-dev';

const SITE = 'http://localhost:8080';
const published = (version: string) => ({
  version,
  manifest: `http://localhost:8081/${version}/mf-manifest.json`,
  integrity: { manifest: 'sha256-m', entry: 'sha256-e' },
  reportToken: `token-${version}`,
});
const siteRegistry: Registry = {
  remotes: {
    catalog_mfe: { ...published('1.4.0'), previous: published('1.3.0') },
    content_mfe: { ...published('2.0.0'), previous: null },
  },
};

describe('choosing the local remotes', () => {
  it('is every remote without a site', () => {
    expect(partialDevFromEnv({})).toEqual({ local: remoteNames, site: undefined });
  });

  it('takes names or folders, in the contract’s order, and none when DEV_REMOTES is empty', () => {
    expect(partialDevFromEnv({ DEV_SITE: SITE, SHELL_PORT: '3000', DEV_REMOTES: ' content-mfe, catalog_mfe ' })).toEqual({ local: ['catalog_mfe', 'content_mfe'], site: new URL(SITE) });
    expect(partialDevFromEnv({ DEV_SITE: SITE, SHELL_PORT: '3000', DEV_REMOTES: '' }).local).toEqual([]);
  });

  it('refuses an unknown remote, remotes without a site, and a site on the shell’s port', () => {
    expect(() => partialDevFromEnv({ DEV_SITE: SITE, SHELL_PORT: '3000', DEV_REMOTES: 'reviews' })).toThrow(/DEV_REMOTES: "reviews" is none of/);
    expect(() => partialDevFromEnv({ DEV_REMOTES: 'catalog_mfe' })).toThrow(/DEV_REMOTES needs DEV_SITE/);
    expect(() => partialDevFromEnv({ DEV_SITE: SITE })).toThrow(/move the shell with SHELL_PORT/);
  });
});

describe("the partial dev shell's registry", () => {
  const registry = partialRegistry(siteRegistry, { content_mfe: 'http://localhost:3002/mf-manifest.json', account_mfe: 'http://localhost:3003/mf-manifest.json' });

  it('runs each local remote from its dev server, published or not', () => {
    expect(registry.remotes.content_mfe).toEqual({ version: 'dev', manifest: 'http://localhost:3002/mf-manifest.json', previous: null });
    expect(registry.remotes.account_mfe).toEqual({ version: 'dev', manifest: 'http://localhost:3003/mf-manifest.json', previous: null });
  });

  it("runs the others' published versions, integrity kept and never counted by the site", () => {
    const { reportToken: _live, ...live } = published('1.4.0');
    const { reportToken: _previous, ...previous } = published('1.3.0');
    expect(registry.remotes.catalog_mfe).toEqual({ ...live, previous });
  });

  it('names in the banner the version each remote of the site runs', () => {
    const rows = publishedRows(siteRegistry, ['content_mfe'], new URL(SITE));
    expect(rows).toMatchObject({ catalog_mfe: '1.4.0, published on http://localhost:8080', account_mfe: 'nothing published on http://localhost:8080' });
    const banner = devBanner([['shell', 3000], ['catalog_mfe', 3001], ['content_mfe', 3002]], 'http://localhost:8090', rows);
    expect(banner).toContain('  site         http://localhost:3000\n');
    expect(banner).toContain('  catalog_mfe  1.4.0, published on http://localhost:8080\n');
    expect(banner).toContain('  content_mfe  http://localhost:3002\n');
    expect(banner).toContain('  api          http://localhost:8090\n');
  });
});
