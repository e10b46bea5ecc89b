import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRemote as findInContract, remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { shellProvidesFrom } from './gate/verify-release';
import { RegistryStore } from './registry/registry-store';
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
}

export function releaseContextFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseContext {
  // Relative to where the command was typed (pnpm runs scripts inside the package folder).
  const storeDir = env.RELEASE_STORE
    ? path.resolve(env.INIT_CWD ?? process.cwd(), env.RELEASE_STORE)
    : path.join(workspaceRoot, '.releases');
  return {
    root: workspaceRoot,
    storage: new DirectoryStorage(storeDir),
    registry: new RegistryStore(storeDir),
    shellManifestPath: env.SHELL_MANIFEST
      ? path.resolve(env.INIT_CWD ?? process.cwd(), env.SHELL_MANIFEST)
      : path.join(workspaceRoot, 'shell', 'dist', 'mf-manifest.json'),
  };
}

export async function shellProvides(context: ReleaseContext): Promise<Record<string, string>> {
  try {
    return shellProvidesFrom(await readFile(context.shellManifestPath, 'utf8'));
  } catch {
    throw new Error(`Cannot read the shell's manifest at ${context.shellManifestPath}: build the shell first.`);
  }
}
