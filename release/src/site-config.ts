import path from 'node:path';
import { remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { runtimeConfigDefaults } from '@storefront/shared/runtime-config';
import { dataDirFromEnv } from '@storefront/platform';
import { DEFAULT_POLICY, type ReleasePolicy } from './registry/known-good';
import { parseS3Location } from './store/s3-storage';

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
  /** The release store: a directory, or `s3://bucket/prefix`. */
  releaseStore: string;
  /**
   * Where browsers reach each part, as configured (SITE_PUBLIC_URL, API_PUBLIC_URL,
   * RELEASE_PUBLIC_URL); by default this machine's ports. Never read from a request.
   */
  publicUrls: PublicUrls;
  /** The AWS SDK's variables (keys, region, endpoint) for a bucket store, passed on to the processes. */
  storeEnv: Record<string, string>;
  /** Where browsers read the release store (a bucket, a CDN); without it the site serves it itself. */
  releasePublicUrl: string | undefined;
  /** When a version counts as failing, and when as known good (RELEASE_MAX_FAILURE_RATE, …). */
  releasePolicy: ReleasePolicy;
  /** Extra script origins the pages may load, for developers overriding a remote (`?mf-override=`). */
  overrideOrigins: string[];
  /** SERVE_DEBUG_FILES=1: the site's and remotes' origins serve source maps, mf-stats.json and harness pages. */
  serveDebugFiles: boolean;
  /** Release beacon reports one address may send a minute (BEACON_REPORTS_PER_MINUTE). */
  beaconReportsPerMinute: number;
  /**
   * SERVER_RENDERING=off sends pages as the shell's empty page for the browser to render, as a
   * plain static host does: a switch for an incident, and the benchmark's comparison.
   */
  serverRendering: boolean;
}

export interface PublicUrls {
  site: string;
  api: string;
  /** Each remote's releases: `<base>/<version>/mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
}

/**
 * A page sends one report per remote it runs and one per failure: 60 a minute is a visitor
 * opening a page a second, with room for a few visitors behind one address.
 */
export const DEFAULT_BEACON_REPORTS_PER_MINUTE = 60;

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Relative to where the command was typed (pnpm runs scripts inside the package folder). */
const fromTypedDir = (env: NodeJS.ProcessEnv, value: string) => path.resolve(env.INIT_CWD ?? process.cwd(), value);

/** RELEASE_STORE (a directory or `s3://bucket/prefix`), else `<repo>/.releases`. */
export function releaseStoreFromEnv(env: NodeJS.ProcessEnv): string {
  const store = env.RELEASE_STORE?.trim();
  if (!store) return path.join(workspaceRoot, '.releases');
  return parseS3Location(store) ? store : fromTypedDir(env, store);
}

function number(name: string, value: string | undefined, fallback: number, valid: (parsed: number) => boolean): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || !valid(parsed)) throw new Error(`Invalid ${name} "${value}"`);
  return parsed;
}

function releasePolicyFromEnv(env: NodeJS.ProcessEnv): ReleasePolicy {
  return {
    maxFailureRate: number('RELEASE_MAX_FAILURE_RATE', env.RELEASE_MAX_FAILURE_RATE, DEFAULT_POLICY.maxFailureRate, (rate) => rate >= 0 && rate <= 1),
    minPageLoads: number('RELEASE_MIN_PAGE_LOADS', env.RELEASE_MIN_PAGE_LOADS, DEFAULT_POLICY.minPageLoads, (count) => Number.isInteger(count) && count >= 1),
    knownGoodAfterMs:
      number('RELEASE_KNOWN_GOOD_AFTER_S', env.RELEASE_KNOWN_GOOD_AFTER_S, DEFAULT_POLICY.knownGoodAfterMs / 1000, (seconds) => seconds >= 0) * 1000,
  };
}

function publicUrl(name: string, value: string | undefined, fallback: string): string {
  const url = value?.trim() || fallback;
  if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`${name} must be an http(s) URL, not "${url}".`);
  return url.replace(/\/+$/, '');
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return parsed;
}

/** A switch that is on unless set to `off`; anything but on or off is a mistake worth stopping for. */
function onOrOff(name: string, value: string | undefined): boolean {
  const setting = value?.trim() || 'on';
  if (setting !== 'on' && setting !== 'off') throw new Error(`${name} must be on or off, not "${value}"`);
  return setting === 'on';
}

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
  const apiPort = port(env.API_PORT, sitePort + 10);
  const remotePorts = Object.fromEntries(
    remoteNames.map((name, index) => [name, port(env[remotePortVariable(name)], sitePort + 1 + index)]),
  ) as Record<RemoteName, number>;
  const releaseStore = releaseStoreFromEnv(env);
  const releasePublicUrl = env.RELEASE_PUBLIC_URL?.trim() ? publicUrl('RELEASE_PUBLIC_URL', env.RELEASE_PUBLIC_URL, '') : undefined;
  if (parseS3Location(releaseStore) && !releasePublicUrl) {
    throw new Error(`RELEASE_STORE is ${releaseStore}: set RELEASE_PUBLIC_URL to the URL browsers read that bucket (or its CDN) at.`);
  }
  const remoteBase = (name: RemoteName) =>
    releasePublicUrl ? `${releasePublicUrl}/${remoteDeclaration(name).folder}`
      : originOf(remotePorts[name]);
  return {
    root: workspaceRoot,
    host: env.HOST ?? 'localhost',
    sitePort,
    apiPort,
    remotePorts,
    contactEmail: env.CONTACT_EMAIL ?? runtimeConfigDefaults.contactEmail,
    contactPhone: env.CONTACT_PHONE ?? runtimeConfigDefaults.contactPhone,
    productCount: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
    dataDir: dataDirFromEnv(env),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    embeddedDatabasePort: port(env.EMBEDDED_DATABASE_PORT, sitePort + 20),
    releaseStore,
    publicUrls: {
      site: publicUrl('SITE_PUBLIC_URL', env.SITE_PUBLIC_URL, originOf(sitePort)),
      api: publicUrl('API_PUBLIC_URL', env.API_PUBLIC_URL, originOf(apiPort)),
      remotes: Object.fromEntries(remoteNames.map((name) => [name, remoteBase(name)])) as Record<RemoteName, string>,
    },
    storeEnv: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('AWS_') && entry[1] !== undefined)),
    releasePublicUrl,
    releasePolicy: releasePolicyFromEnv(env),
    overrideOrigins: (env.OVERRIDE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    serveDebugFiles: env.SERVE_DEBUG_FILES?.trim() === '1',
    beaconReportsPerMinute: positiveInteger('BEACON_REPORTS_PER_MINUTE', env.BEACON_REPORTS_PER_MINUTE, DEFAULT_BEACON_REPORTS_PER_MINUTE),
    serverRendering: onOrOff('SERVER_RENDERING', env.SERVER_RENDERING),
  };
}

/** This machine's address for a port: the default public URL of a local site's parts. */
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
    SITE_PUBLIC_URL: config.publicUrls.site,
    API_PUBLIC_URL: config.publicUrls.api,
    ...(config.releasePublicUrl && { RELEASE_PUBLIC_URL: config.releasePublicUrl }),
    ...config.storeEnv,
    RELEASE_MAX_FAILURE_RATE: String(config.releasePolicy.maxFailureRate),
    RELEASE_MIN_PAGE_LOADS: String(config.releasePolicy.minPageLoads),
    RELEASE_KNOWN_GOOD_AFTER_S: String(config.releasePolicy.knownGoodAfterMs / 1000),
    OVERRIDE_ORIGINS: config.overrideOrigins.join(','),
    SERVE_DEBUG_FILES: config.serveDebugFiles ? '1' : '0',
    BEACON_REPORTS_PER_MINUTE: String(config.beaconReportsPerMinute),
    SERVER_RENDERING: config.serverRendering ? 'on' : 'off',
  };
}
