import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { connect, databaseFromEnv, migrateToLatest } from '@storefront/platform';
import { findRemote as findInContract, remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { shellProvidesFrom } from './gate/verify-release';
import { registryMigrations } from './registry/registry-migrations';
import { RegistryStore } from './registry/registry-store';
import type { RegistryTables } from './registry/registry-tables';
import { DirectoryStorage } from './store/directory-storage';
import type { ReleaseStorage } from './store/release-storage';

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');

export interface RemoteInfo {
  /** Federation container name, e.g. `<name>_mfe`. */
  name: RemoteName;
  /** Workspace folder and release-store folder, e.g. `<name>-mfe`. */
  folder: string;
  /** Page modules the shell routes to, which a release must expose. */
  exposes: readonly string[];
}

const infoOf = (name: RemoteName): RemoteInfo => {
  const { folder, pages } = remoteDeclaration(name);
  return { name, folder, exposes: pages.map((page) => page.module) };
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
  /** The deployed shell's manifest: what it provides is what remotes may require. */
  shellManifestPath: string;
  /** Lets go of the database (and stops the embedded one if this process started it). */
  close: () => Promise<void>;
}

/** Relative to where the command was typed (pnpm runs scripts inside the package folder). */
const fromTypedDir = (env: NodeJS.ProcessEnv, value: string) => path.resolve(env.INIT_CWD ?? process.cwd(), value);

/** RELEASE_STORE, else `<repo>/.releases`: the release store's directory. */
export const releaseStoreFromEnv = (env: NodeJS.ProcessEnv) =>
  env.RELEASE_STORE ? fromTypedDir(env, env.RELEASE_STORE) : path.join(workspaceRoot, '.releases');

/**
 * The release store (RELEASE_STORE, a directory: `<repo>/.releases` by default) and the registry
 * in PostgreSQL (DATABASE_URL, else the embedded default the site's processes share).
 */
export async function openReleaseContext(env: NodeJS.ProcessEnv = process.env): Promise<ReleaseContext> {
  const storeDir = releaseStoreFromEnv(env);
  const database = await databaseFromEnv(env);
  const db = connect<RegistryTables>({ url: database.url, maxConnections: 5, applicationName: 'storefront-release' });
  try {
    await migrateToLatest(db, 'release', registryMigrations);
  } catch (error) {
    await db.destroy();
    await database.close();
    throw error;
  }
  return {
    root: workspaceRoot,
    storage: new DirectoryStorage(storeDir),
    registry: new RegistryStore(db),
    shellManifestPath: env.SHELL_MANIFEST ? fromTypedDir(env, env.SHELL_MANIFEST) : path.join(workspaceRoot, 'shell', 'dist', 'mf-manifest.json'),
    close: async () => {
      await db.destroy();
      await database.close();
    },
  };
}

export async function shellProvides(context: ReleaseContext): Promise<Record<string, string>> {
  try {
    return shellProvidesFrom(await readFile(context.shellManifestPath, 'utf8'));
  } catch {
    throw new Error(`Cannot read the shell's manifest at ${context.shellManifestPath}: build the shell first.`);
  }
}
