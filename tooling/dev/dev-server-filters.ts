import { remoteDeclaration } from '@storefront/shared/federation';
import type { PartialDev } from '../../rspack.partial-dev';

/**
 * The packages whose `dev:site` scripts `pnpm dev` runs: the shell, each local remote, and the
 * local API unless a site (DEV_SITE) provides it.
 */
export function devServerFilters({ local, site }: PartialDev): string[] {
  const packages = ['shell', ...local.map((name) => remoteDeclaration(name).folder), ...(site ? [] : ['@storefront/api'])];
  return packages.flatMap((name) => ['--filter', name]);
}
