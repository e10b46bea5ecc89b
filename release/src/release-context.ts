import { connect, databaseFromEnv, type PublicUrls } from '@storefront/platform';
import { exposedModules, findRemote as findInContract, remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { ReleaseError } from './release-error';
import { fetchOverHttp } from './gate/fetch-file';
import { gateInWorker } from './gate/gate-in-worker';
import { gateHere, type GateRuns } from './gate/gate-runs';
import type { SmokeRenderer } from './gate/smoke-render';
import { shellProvidesFrom, shellSharedExportsFrom, type FetchFile } from './gate/verify-release';
import { sharedExportsFile, type SharedExports } from '@storefront/shared/shared-api';
import type { ReleasePolicy } from './reports/version-figures';
import { migrateRegistry } from './registry/migrate-registry';
import { RegistryStore } from './registry/registry-store';
import type { RegistryTables } from './registry/registry-tables';
import { PreviewLinks } from './preview/preview-links';
import { TokenStore } from './service/token-store';
import { releaseConfigFromEnv, workspaceRoot, type ReleaseServiceLimits } from './release-config';
import type { ReleaseStorage } from './store/release-storage';
import { storageFor } from './store/storage-from-env';


export interface RemoteInfo {
  /** Federation container name, e.g. `<name>_mfe`. */
  name: RemoteName;
  /** Workspace folder and release-store folder, e.g. `<name>-mfe`. */
  folder: string;
  /** Page modules the shell routes to and components it renders in slots: a release must expose them. */
  exposes: readonly string[];
}

const infoOf = (name: RemoteName): RemoteInfo => {
  const { folder } = remoteDeclaration(name);
  return { name, folder, exposes: exposedModules(name) };
};

/** The remotes of the federation contract. */
export const remotes: RemoteInfo[] = remoteNames.map(infoOf);

/** Accepts a remote by folder (`<name>-mfe`) or container name (`<name>_mfe`). */
export function findRemote(nameOrFolder: string): RemoteInfo | undefined {
  const name = findInContract(nameOrFolder);
  return name && infoOf(name);
}

export interface ReleaseContext {
  root: string;
  storage: ReleaseStorage;
  registry: RegistryStore;
  tokens: TokenStore;
  /** Preview links: made, checked, listed and revoked. */
  previews: PreviewLinks;
  /** The site's public URLs: where the deployed shell is, and where each remote's releases are read. */
  publicUrls: PublicUrls;
  /** When a version counts as failing, and when as known good. */
  policy: ReleasePolicy;
  /** What the release service accepts (uploads, gate runs, wrong tokens). */
  limits: ReleaseServiceLimits;
  /** How the gate reads files: over HTTP, from where browsers will read them. */
  fetchFile: FetchFile;
  /** How the gate renders a candidate's pages in a browser. */
  smokeRender: SmokeRenderer;
  /** Where gate runs happen: here, one at a time, or queued for a release worker. */
  gateRuns: GateRuns;
  /** Lets go of the database (and stops the embedded one if this process started it). */
  close: () => Promise<void>;
}

export interface OpenOptions {
  /**
   * `worker` for a process that serves (the site server, the console): its gate runs are queued
   * for a release worker. `here` (the default) runs them in this process: the CLI, the worker.
   */
  gate?: 'here' | 'worker';
}

/**
 * The release store (RELEASE_STORE: a directory, `<repo>/.releases` by default, or a bucket) and
 * the registry in PostgreSQL (DATABASE_URL, else the embedded default the site's processes share).
 */
export async function openReleaseContext(env: NodeJS.ProcessEnv = process.env, options: OpenOptions = {}): Promise<ReleaseContext> {
  const config = releaseConfigFromEnv(env);
  const database = await databaseFromEnv(env);
  const db = connect<RegistryTables>({ url: database.url, ...database.timeouts, maxConnections: 5, applicationName: 'storefront-release' });
  try {
    await migrateRegistry(db);
  } catch (error) {
    await db.destroy();
    await database.close();
    throw error;
  }
  const registry = new RegistryStore(db, config.policy);
  const maxWaiting = config.limits.gateQueue;
  return {
    root: workspaceRoot,
    storage: storageFor(config.store, env),
    registry,
    tokens: new TokenStore(db),
    previews: new PreviewLinks(db, config.previewSecret),
    publicUrls: config.publicUrls,
    policy: config.policy,
    limits: config.limits,
    fetchFile: fetchOverHttp,
    // The browser library loads only when a gate renders: a site server starts without it.
    smokeRender: async (input) => (await import('./gate/smoke-render')).chromiumSmokeRenderer()(input),
    gateRuns: options.gate === 'worker' ? gateInWorker(registry.gateJobs, { maxWaiting }) : gateHere(maxWaiting),
    close: async () => {
      await db.destroy();
      await database.close();
    },
  };
}

/** Where browsers will read a version's manifest, as this site is configured now. */
export const manifestUrlFor = (context: ReleaseContext, remote: RemoteInfo, version: string) =>
  `${context.publicUrls.remotes[remote.name]}/${version}/mf-manifest.json`;

/** What the deployed shell offers remotes, read where browsers read it. */
export interface DeployedShell {
  /** Shared package name → version, from its mf-manifest.json. */
  provides: Record<string, string>;
  /** What its shared package exports, from the record its build wrote. */
  sharedExports: SharedExports;
}

async function readShellFile<T>(context: ReleaseContext, file: string, parse: (text: string) => T): Promise<T> {
  const url = `${context.publicUrls.site}/${file}`;
  const text = await context.fetchFile(url).then(
    (bytes) => bytes?.toString('utf8'),
    (error: unknown) => {
      throw new ReleaseError(`Cannot reach the deployed shell's ${file} at ${url}: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  if (!text) throw new ReleaseError(`The deployed shell has no ${file} at ${url}.`);
  try {
    return parse(text);
  } catch {
    throw new ReleaseError(`The deployed shell's ${file} at ${url} is not what its build writes.`);
  }
}

export async function deployedShell(context: ReleaseContext): Promise<DeployedShell> {
  const [provides, sharedExports] = await Promise.all([
    readShellFile(context, 'mf-manifest.json', shellProvidesFrom),
    readShellFile(context, sharedExportsFile, shellSharedExportsFrom),
  ]);
  return { provides, sharedExports };
}
