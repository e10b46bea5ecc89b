import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@storefront/platform/testing';
import { sharedExportsFile, sharedImportsFile } from '@storefront/shared/shared-api';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { inject } from 'vitest';
import { readBuild, type BuildFile } from '../build/build-files';
import { REGISTRY_TEMPLATE } from './registry-database';
import type { SmokeInput } from '../gate/smoke-render';
import { findRemote, openReleaseContext, type ReleaseContext } from '../release-context';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

/**
 * A minimal but complete build of a remote (the catalog by default), as the gate expects it;
 * `marker` goes into its code, so different markers make different releases.
 */
/** What the fake deployed shell's shared package exports (see fakeReleaseEnvironment). */
export const FAKE_SHELL_EXPORTS = { version: '1.0.0', exports: { '@storefront/shared': ['Box', 'useStorefront'] } };

export async function writeFakeBuild(
  dir: string,
  options: { requiredReact?: string; folder?: string; marker?: string; sharedImports?: Record<string, string[]> } = {},
): Promise<void> {
  const remote = findRemote(options.folder ?? 'catalog-mfe');
  if (!remote) throw new Error(`No remote ${options.folder} in the federation contract.`);
  const pages = remote.exposes;
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: remote.name,
    metaData: { buildInfo: { buildVersion: '1.0.0', buildName: remote.folder }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: options.requiredReact ?? '^19.3.1', assets: assets('react.js') },
      { name: '@storefront/shared', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0', assets: assets() },
    ],
    exposes: pages.map((name) => ({ name, assets: assets(`${name}.js`) })),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, sharedImportsFile), JSON.stringify(options.sharedImports ?? { '@storefront/shared': ['Box'] }));
  // The server build beside the browser build (rspack.server.ts), published with it.
  await mkdir(path.join(dir, 'server'), { recursive: true });
  for (const file of ['remoteEntry.js', 'react.js', ...pages.map((page) => `${page}.js`), 'server/remoteEntry.js']) {
    await writeFile(path.join(dir, file), `/* ${file} ${options.marker ?? ''} */`);
  }
}

/** A fake build's files, ready to publish. */
export async function fakeBuild(dir: string, options: Parameters<typeof writeFakeBuild>[1] = {}): Promise<BuildFile[]> {
  await writeFakeBuild(dir, options);
  return readBuild(dir);
}

export interface FakeReleaseEnvironment {
  root: string;
  env: NodeJS.ProcessEnv;
  context: ReleaseContext;
  /** Where the fake CDN serves the store and the deployed shell's manifest. */
  baseUrl: string;
  /**
   * The smoke renders the gate asked for, what the next ones answer (no problem by default), how
   * long they take, and the most that ran at once.
   */
  smoke: { runs: SmokeInput[]; problems: string[]; takesMs: number; mostAtOnce: number };
  /** Closes the context and the CDN, and removes the store and the database. */
  cleanUp: () => Promise<void>;
}

/**
 * A release context on a temporary store and a fresh database (on the embedded test server, or
 * the one given), with a local "CDN" serving the store and a deployed shell that provides react
 * 19.3.1 and a shared package exporting FAKE_SHELL_EXPORTS, so the gate reads everything over HTTP as it does in production.
 */
export async function fakeReleaseEnvironment(
  server = inject('databaseServers')[0]!,
  /** Replaces parts of the environment (the store, where it is read), given the fake CDN's URL. */
  override: (baseUrl: string) => NodeJS.ProcessEnv = () => ({}),
): Promise<FakeReleaseEnvironment> {
  const root = await mkdtemp(path.join(tmpdir(), 'release-'));
  await mkdir(path.join(root, 'shell'));
  const shellShares = [{ name: 'react', version: '19.3.1', assets: assets() }, { name: '@storefront/shared', version: '0.1.0', assets: assets() }];
  await writeFile(path.join(root, 'shell', 'mf-manifest.json'), JSON.stringify({ shared: shellShares }));
  await writeFile(path.join(root, 'shell', sharedExportsFile), JSON.stringify(FAKE_SHELL_EXPORTS));
  // A CDN: the store's files and the deployed shell's, as they are.
  const cdn = Fastify();
  await cdn.register(fastifyStatic, { root });
  await cdn.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(cdn.server.address() as AddressInfo).port}`;
  const database = await createTestDatabase(server, REGISTRY_TEMPLATE);
  const env = {
    RELEASE_STORE: path.join(root, 'store'),
    RELEASE_PUBLIC_URL: `${baseUrl}/store`,
    SITE_PUBLIC_URL: `${baseUrl}/shell`,
    DATABASE_URL: database.url,
    ...override(baseUrl),
  };
  // Fake builds hold no code a browser could run: the smoke render is played by a stand-in.
  const smoke = { runs: [] as SmokeInput[], problems: [] as string[], takesMs: 0, mostAtOnce: 0 };
  let running = 0;
  const context: ReleaseContext = {
    ...(await openReleaseContext(env)),
    smokeRender: async (input) => {
      smoke.runs.push(input);
      smoke.mostAtOnce = Math.max(smoke.mostAtOnce, (running += 1));
      try {
        if (smoke.takesMs > 0) await new Promise((resolve) => setTimeout(resolve, smoke.takesMs));
        return smoke.problems;
      } finally {
        running -= 1;
      }
    },
  };
  return {
    root,
    env,
    context,
    baseUrl,
    smoke,
    cleanUp: async () => {
      await context.close();
      await cdn.close();
      await database.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
