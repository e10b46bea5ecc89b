import path from 'node:path';

/** The three remotes, by the folder they are built in and their federation container name. */
export const REMOTES = [
  { name: 'catalog_mfe', folder: 'catalog-mfe' },
  { name: 'content_mfe', folder: 'content-mfe' },
  { name: 'account_mfe', folder: 'account-mfe' },
] as const;
export type RemoteName = (typeof REMOTES)[number]['name'];

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

/**
 * Ports come from the environment: PORT moves the site, and by default each remote listens on
 * the next ports (PORT+1..3) and the API on PORT+10, each on an origin of its own.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const sitePort = port(env.PORT, 8080);
  return {
    root: workspaceRoot,
    host: env.HOST ?? 'localhost',
    sitePort,
    apiPort: port(env.API_PORT, sitePort + 10),
    remotePorts: {
      catalog_mfe: port(env.CATALOG_PORT, sitePort + 1),
      content_mfe: port(env.CONTENT_PORT, sitePort + 2),
      account_mfe: port(env.ACCOUNT_PORT, sitePort + 3),
    },
    contactEmail: env.CONTACT_EMAIL ?? 'support@smarthome.example',
    contactPhone: env.CONTACT_PHONE ?? '+91 80 4567 8900',
    productCount: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
    // Relative to where the command was typed, as the API itself reads it.
    dataDir: env.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : path.join(workspaceRoot, '.data'),
    overrideOrigins: (env.OVERRIDE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

export const originOf = (port: number) => `http://localhost:${port}`;
