import path from 'node:path';
import {
  dataDirFromEnv,
  embeddedDatabasePortFromEnv,
  remotePortVariable,
  siteAddressesFromEnv,
  type SiteAddresses,
} from '@storefront/platform';
import {
  DEFAULT_STALE_VIEW_MAX_MS,
  releaseConfigFromEnv,
  releaseTickConfigFromEnv,
  type ReleasePolicy,
  type ReleaseTickConfig,
} from '@storefront/release';
import { remoteNames } from '@storefront/shared/federation';
import { runtimeConfigDefaults } from '@storefront/shared/runtime-config';

/** Everything a site's processes are configured with: addresses, data, releases, switches. */
export interface SiteConfig extends SiteAddresses {
  /** Workspace root, where each app's dist/ folder is. */
  root: string;
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
  /** The release store: a directory, or `s3://bucket/prefix`. */
  releaseStore: string;
  /** The AWS SDK's variables (keys, region, endpoint) for a bucket store, passed on to the processes. */
  storeEnv: Record<string, string>;
  /** When a version counts as failing, and when as known good (RELEASE_MAX_FAILURE_RATE, …). */
  releasePolicy: ReleasePolicy;
  /** How often the release worker takes rolling releases' steps and sends webhooks, and where to (RELEASE_TICK_MS, RELEASE_WEBHOOK_*). */
  releaseTick: ReleaseTickConfig;
  /**
   * Origins developers' running remotes may be loaded from (`?mf-override=`, OVERRIDE_ORIGINS):
   * added to the policy of a browser running such an override only.
   */
  overrideOrigins: string[];
  /** What signs preview links (PREVIEW_SECRET); the registry's own key when absent. */
  previewSecret: string | undefined;
  /** SERVE_DEBUG_FILES=1: the site's and remotes' origins serve source maps, mf-stats.json and harness pages. */
  serveDebugFiles: boolean;
  /**
   * How old the last live view may be and still serve pages while the database does not answer
   * (STALE_VIEW_MAX_S, an hour by default); past it, pages answer 503.
   */
  staleViewMaxMs: number;
  /** Release beacon reports one client network may send a minute (BEACON_REPORTS_PER_MINUTE). */
  beaconReportsPerMinute: number;
  /** The share of page views whose Core Web Vitals the shell reports (VITALS_SAMPLE_RATE, 0–1; all by default). */
  vitalsSampleRate: number;
  /**
   * SERVER_RENDERING=off sends pages as the shell's empty page for the browser to render, as a
   * plain static host does: a switch for an incident, and the benchmark's comparison.
   */
  serverRendering: boolean;
  /**
   * The shell's build the site serves, under `root` unless absolute (SHELL_DIST, `shell/dist` by
   * default): the benchmark serves a shell built without a start-up mechanism from
   * `shell/dist-variants/…` this way (docs/performance.md).
   */
  shellDist: string;
}

/**
 * A page sends one report per remote it runs and one per failure: 60 a minute is a visitor
 * opening a page a second, with room for a few visitors behind one address.
 */
export const DEFAULT_BEACON_REPORTS_PER_MINUTE = 60;

/** The shell's build, under the workspace root. */
export const DEFAULT_SHELL_DIST = path.join('shell', 'dist');

/** The workspace whose apps' builds the site serves. */
const workspaceRoot = path.resolve(import.meta.dirname, '../..');

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return parsed;
}

/** A share from 0 to 1. */
function share(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new Error(`${name} must be a number from 0 to 1, not "${value}"`);
  return parsed;
}

/** A switch that is on unless set to `off`; anything but on or off is a mistake worth stopping for. */
function onOrOff(name: string, value: string | undefined): boolean {
  const setting = value?.trim() || 'on';
  if (setting !== 'on' && setting !== 'off') throw new Error(`${name} must be on or off, not "${value}"`);
  return setting === 'on';
}

/**
 * The site's configuration from the environment: where each process listens and is reached
 * (platform's site addresses), the release store and policy (the release package's), and the
 * site's own settings.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const addresses = siteAddressesFromEnv(env);
  const release = releaseConfigFromEnv(env);
  return {
    ...addresses,
    root: workspaceRoot,
    contactEmail: env.CONTACT_EMAIL ?? runtimeConfigDefaults.contactEmail,
    contactPhone: env.CONTACT_PHONE ?? runtimeConfigDefaults.contactPhone,
    productCount: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
    dataDir: dataDirFromEnv(env),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    embeddedDatabasePort: embeddedDatabasePortFromEnv(env, addresses.sitePort),
    releaseStore: release.store,
    storeEnv: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('AWS_') && entry[1] !== undefined)),
    releasePolicy: release.policy,
    releaseTick: releaseTickConfigFromEnv(env),
    overrideOrigins: (env.OVERRIDE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    previewSecret: release.previewSecret,
    serveDebugFiles: env.SERVE_DEBUG_FILES?.trim() === '1',
    staleViewMaxMs: positiveInteger('STALE_VIEW_MAX_S', env.STALE_VIEW_MAX_S, DEFAULT_STALE_VIEW_MAX_MS / 1000) * 1000,
    beaconReportsPerMinute: positiveInteger('BEACON_REPORTS_PER_MINUTE', env.BEACON_REPORTS_PER_MINUTE, DEFAULT_BEACON_REPORTS_PER_MINUTE),
    vitalsSampleRate: share('VITALS_SAMPLE_RATE', env.VITALS_SAMPLE_RATE, runtimeConfigDefaults.vitalsSampleRate),
    serverRendering: onOrOff('SERVER_RENDERING', env.SERVER_RENDERING),
    shellDist: env.SHELL_DIST?.trim() || DEFAULT_SHELL_DIST,
  };
}

/** The same configuration as environment variables, for the site's processes to read back. */
export function siteConfigToEnv(config: SiteConfig): Record<string, string> {
  return {
    HOST: config.host,
    PORT: String(config.sitePort),
    API_PORT: String(config.apiPort),
    CONSOLE_PORT: String(config.consolePort),
    RELEASE_WORKER_PORT: String(config.releaseWorkerPort),
    ...Object.fromEntries(remoteNames.map((name) => [remotePortVariable(name), String(config.remotePorts[name])])),
    CONTACT_EMAIL: config.contactEmail,
    CONTACT_PHONE: config.contactPhone,
    ...(config.productCount !== undefined && { SEED_PRODUCTS: String(config.productCount) }),
    DATA_DIR: config.dataDir,
    ...(config.databaseUrl && { DATABASE_URL: config.databaseUrl }),
    EMBEDDED_DATABASE_PORT: String(config.embeddedDatabasePort),
    RELEASE_STORE: config.releaseStore,
    SITE_PUBLIC_URL: config.publicUrls.site,
    API_PUBLIC_URL: config.publicUrls.api,
    CONSOLE_PUBLIC_URL: config.publicUrls.console,
    ...(config.releasePublicUrl && { RELEASE_PUBLIC_URL: config.releasePublicUrl }),
    ...config.storeEnv,
    RELEASE_MAX_FAILURE_RATE: String(config.releasePolicy.maxFailureRate),
    RELEASE_MIN_VISITORS: String(config.releasePolicy.minVisitors),
    RELEASE_MIN_NETWORKS: String(config.releasePolicy.minNetworks),
    RELEASE_VISITORS_PER_NETWORK: String(config.releasePolicy.visitorsPerNetwork),
    RELEASE_SIGNIFICANCE: String(config.releasePolicy.significance),
    RELEASE_KNOWN_GOOD_AFTER_S: String(config.releasePolicy.knownGoodAfterMs / 1000),
    RELEASE_TICK_MS: String(config.releaseTick.everyMs),
    RELEASE_WEBHOOK_URLS: config.releaseTick.webhooks.urls.join(','),
    RELEASE_WEBHOOK_SECRET: config.releaseTick.webhooks.secret,
    RELEASE_SPEED_MARGIN: String(config.releasePolicy.speedMargin),
    OVERRIDE_ORIGINS: config.overrideOrigins.join(','),
    ...(config.previewSecret && { PREVIEW_SECRET: config.previewSecret }),
    SERVE_DEBUG_FILES: config.serveDebugFiles ? '1' : '0',
    STALE_VIEW_MAX_S: String(config.staleViewMaxMs / 1000),
    BEACON_REPORTS_PER_MINUTE: String(config.beaconReportsPerMinute),
    VITALS_SAMPLE_RATE: String(config.vitalsSampleRate),
    SERVER_RENDERING: config.serverRendering ? 'on' : 'off',
    SHELL_DIST: config.shellDist,
  };
}
