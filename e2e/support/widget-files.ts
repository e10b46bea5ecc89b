import { expect, type APIRequestContext } from '@playwright/test';

/** The files of the shell's on-demand widgets chunk, read from the shell's federation manifest. */
export async function widgetFilesOf(request: APIRequestContext): Promise<string[]> {
  const manifest = (await (await request.get('/mf-manifest.json')).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const files = manifest.shared.find((entry) => entry.name === '@storefront/shared/widgets')!.assets.js.sync;
  expect(files.length).toBeGreaterThan(0);
  return files;
}
