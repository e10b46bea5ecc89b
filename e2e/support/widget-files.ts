import { expect, type APIRequestContext } from '@playwright/test';

interface ShellManifest {
  shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const WIDGETS = '@storefront/shared/widgets';

async function shellManifest(request: APIRequestContext): Promise<ShellManifest> {
  return (await (await request.get('/mf-manifest.json')).json()) as ShellManifest;
}

/** The files of the shell's on-demand widgets chunk, read from the shell's federation manifest. */
export async function widgetFilesOf(request: APIRequestContext): Promise<string[]> {
  const manifest = await shellManifest(request);
  const files = manifest.shared.find((entry) => entry.name === WIDGETS)!.assets.js.sync;
  expect(files.length).toBeGreaterThan(0);
  return files;
}

/** The files of the shell's first script (it comes in parts): where every other singleton is. */
export async function firstScriptFilesOf(request: APIRequestContext): Promise<string[]> {
  const manifest = await shellManifest(request);
  return [...new Set(manifest.shared.filter((entry) => entry.name !== WIDGETS).flatMap((entry) => entry.assets.js.sync))];
}
