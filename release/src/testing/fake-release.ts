import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRemote, releaseContextFromEnv, type ReleaseContext } from '../release-context';

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

/** A release context on a temporary store, with a shell that provides react 19.3.1. */
export async function fakeReleaseEnvironment(): Promise<{ root: string; env: NodeJS.ProcessEnv; context: ReleaseContext }> {
  const root = await mkdtemp(path.join(tmpdir(), 'release-'));
  const shellManifest = path.join(root, 'shell-manifest.json');
  await writeFile(shellManifest, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', assets: assets() }] }));
  const env = { RELEASE_STORE: path.join(root, 'store'), SHELL_MANIFEST: shellManifest };
  return { root, env, context: releaseContextFromEnv(env) };
}
