import path from 'node:path';
import { remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { runtimeConfigDefaults } from '@storefront/shared/runtime-config';
import { dataDirFromEnv } from '@storefront/platform';
import { releaseStoreFromEnv } from './release-context';

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
  /** Where the embedded database keeps its files (when there is no DATABASE_URL). */
  dataDir: string;
  /** A PostgreSQL server of the deployment (DATABASE_URL); the embedded default when absent. */
  databaseUrl: string | undefined;
  /** Where the embedded default listens when the site starts it. */
  embeddedDatabasePort: number;
  /** The release store (a directory). */
  releaseStore: string;
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
    dataDir: dataDirFromEnv(env),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    embeddedDatabasePort: port(env.EMBEDDED_DATABASE_PORT, sitePort + 20),
    releaseStore: releaseStoreFromEnv(env),
    overrideOrigins: (env.OVERRIDE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

export const originOf = (port: number) => `http://localhost:${port}`;

/** The same configuration as environment variables, for the site's processes to read back. */
export function siteConfigToEnv(config: SiteConfig): Record<string, string> {
  return {
    HOST: config.host,
    PORT: String(config.sitePort),
    API_PORT: String(config.apiPort),
    ...Object.fromEntries(remoteNames.map((name) => [remotePortVariable(name), String(config.remotePorts[name])])),
    CONTACT_EMAIL: config.contactEmail,
    CONTACT_PHONE: config.contactPhone,
    ...(config.productCount !== undefined && { SEED_PRODUCTS: String(config.productCount) }),
    DATA_DIR: config.dataDir,
    ...(config.databaseUrl && { DATABASE_URL: config.databaseUrl }),
    EMBEDDED_DATABASE_PORT: String(config.embeddedDatabasePort),
    RELEASE_STORE: config.releaseStore,
    OVERRIDE_ORIGINS: config.overrideOrigins.join(','),
  };
}
