import { remoteDeclaration, remoteNames } from '@storefront/shared/federation';
import { describe, expect, it } from 'vitest';
import { partialDevFromEnv } from '../../rspack.partial-dev';
import { devServerFilters } from './dev-server-filters';

const filters = (environment: Record<string, string>) => devServerFilters(partialDevFromEnv(environment)).filter((argument) => argument !== '--filter');

describe('pnpm dev runs', () => {
  it('the shell, every remote and the API by default', () => {
    expect(filters({})).toEqual(['shell', ...remoteNames.map((name) => remoteDeclaration(name).folder), '@storefront/api']);
  });

  it("the shell and the chosen remotes only, with a site's API, when DEV_SITE names a site", () => {
    expect(filters({ DEV_SITE: 'http://localhost:8080', SHELL_PORT: '3000', DEV_REMOTES: 'catalog_mfe' })).toEqual(['shell', 'catalog-mfe']);
    expect(filters({ DEV_SITE: 'http://localhost:8080', SHELL_PORT: '3000' })).toEqual(['shell']);
  });
});
