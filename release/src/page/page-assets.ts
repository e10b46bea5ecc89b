export interface Preload {
  href: string;
  /** `fetch` for the manifest (read with fetch()), `script` for code (loaded by script tags). */
  as: 'fetch' | 'script';
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * What the browser will fetch, one after the other, to show one exposed page of a remote: its
 * manifest, its entry and the page's own chunks. Listed in the page's HTML, they download at
 * once, side by side with the shell. Paths in the manifest are relative to it (publicPath auto).
 */
export function pageAssets(manifestUrl: string, manifest: unknown, module: string): Preload[] {
  const { metaData, exposes } = (manifest ?? {}) as FederationManifest;
  const url = (file: string) => new URL(file, manifestUrl).href;
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const entry = metaData?.remoteEntry;
  if (entry?.name) preloads.push({ href: url(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), as: 'script' });
  const exposed = Array.isArray(exposes) ? exposes.find((item) => item?.name === module) : undefined;
  for (const file of exposed?.assets?.js?.sync ?? []) {
    if (typeof file === 'string') preloads.push({ href: url(file), as: 'script' });
  }
  return preloads;
}
