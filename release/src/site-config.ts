import path from 'node:path';
import { remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { runtimeConfigDefaults } from '@storefront/shared/runtime-config';

export interface SiteConfig {
  /** Workspace root, where each app's dist/ folder is. */
  root: string;
  host: string;
  sitePort: number;
  apiPort: number;
  remotePorts: Record<RemoteName, number>;
  contactEmail: string;
  contactPhone: string;
  /** Catalogue size for the API (benchmarks seed 10,000); the seed's own size when absent. */
  productCount: number | undefined;
  /** Where the API keeps what it must not lose (support requests). */
  dataDir: string;
  /** Extra script origins the pages may load, for developers overriding a remote (`?mf-override=`). */
  overrideOrigins: string[];
}

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65535) {
    throw new Error(`Invalid port "${value}"`);
  }
  return parsed;
}

/** The variable that moves one remote's origin: `<name>-mfe` → `<NAME>_PORT`. */
export function remotePortVariable(name: RemoteName): string {
  return `${remoteDeclaration(name).folder.replace(/-mfe$/, '').replace(/-/g, '_').toUpperCase()}_PORT`;
}

/**
 * Ports come from the environment: PORT moves the site, and by default the remotes listen on the
 * next ports (PORT+1, +2, … in the contract's order) and the API on PORT+10, each on an origin
 * of its own.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const sitePort = port(env.PORT, 8080);
  return {
    root: workspaceRoot,
    host: env.HOST ?? 'localhost',
    sitePort,
    apiPort: port(env.API_PORT, sitePort + 10),
    remotePorts: Object.fromEntries(
      remoteNames.map((name, index) => [name, port(env[remotePortVariable(name)], sitePort + 1 + index)]),
    ) as Record<RemoteName, number>,
    contactEmail: env.CONTACT_EMAIL ?? runtimeConfigDefaults.contactEmail,
    contactPhone: env.CONTACT_PHONE ?? runtimeConfigDefaults.contactPhone,
    productCount: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
    // Relative to where the command was typed, as the API itself reads it.
    dataDir: env.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : path.join(workspaceRoot, '.data'),
    overrideOrigins: (env.OVERRIDE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

export const originOf = (port: number) => `http://localhost:${port}`;
