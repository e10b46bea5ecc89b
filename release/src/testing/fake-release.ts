import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@storefront/platform/testing';
import { inject } from 'vitest';
import { findRemote, openReleaseContext, type ReleaseContext } from '../release-context';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

/** A minimal but complete build of a remote (the catalog by default), as the gate expects it. */
export async function writeFakeBuild(dir: string, requiredReact = '^19.3.1', folder = 'catalog-mfe'): Promise<void> {
  const remote = findRemote(folder);
  if (!remote) throw new Error(`No remote ${folder} in the federation contract.`);
  const pages = remote.exposes;
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: remote.name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: requiredReact, assets: assets('react.js') }],
    exposes: pages.map((name) => ({ name, assets: assets(`${name}.js`) })),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const file of ['remoteEntry.js', 'react.js', ...pages.map((page) => `${page}.js`)]) {
    await writeFile(path.join(dir, file), `/* ${file} */`);
  }
}

export interface FakeReleaseEnvironment {
  root: string;
  env: NodeJS.ProcessEnv;
  context: ReleaseContext;
  /** Closes the context and removes the store and the database. */
  cleanUp: () => Promise<void>;
}

/**
 * A release context on a temporary store and a fresh database (on the embedded test server, or
 * the one given), with a shell that provides react 19.3.1.
 */
export async function fakeReleaseEnvironment(server = inject('databaseServers')[0]!): Promise<FakeReleaseEnvironment> {
  const root = await mkdtemp(path.join(tmpdir(), 'release-'));
  const shellManifest = path.join(root, 'shell-manifest.json');
  await writeFile(shellManifest, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', assets: assets() }] }));
  const database = await createTestDatabase(server);
  const env = { RELEASE_STORE: path.join(root, 'store'), SHELL_MANIFEST: shellManifest, DATABASE_URL: database.url };
  const context = await openReleaseContext(env);
  return {
    root,
    env,
    context,
    cleanUp: async () => {
      await context.close();
      await database.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
