export interface Preload {
  href: string;
  /** `fetch` for what the page reads with fetch() (its API data), `script` for code (loaded by script tags). */
  as: 'fetch' | 'script';
  /** Subresource Integrity the browser will require of it, so the hint is used, not fetched twice. */
  integrity?: string;
  /** The API request the page opens on: of no use on a page whose render carries the answer. */
  openingData?: true;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * What the browser will fetch, one after the other, to show one exposed page of a remote: its
 * entry and the page's own chunks (the browser registers remotes by their entries, never waiting
 * for a manifest). Listed in the page's HTML, they download at once, side by side with the shell.
 * Paths in the manifest are relative to it (publicPath auto).
 * `integrity` (file path → value) is what the browser will require of each file.
 */
export function pageAssets(manifestUrl: string, manifest: unknown, module: string, integrity: Record<string, string> = {}): Preload[] {
  const { metaData, exposes } = (manifest ?? {}) as FederationManifest;
  const preload = (file: string, as: Preload['as']): Preload => {
    const known = Object.hasOwn(integrity, file) ? integrity[file] : undefined;
    return { href: new URL(file, manifestUrl).href, as, ...(known && { integrity: known }) };
  };
  const preloads: Preload[] = [];
  const entry = metaData?.remoteEntry;
  if (entry?.name) preloads.push(preload(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'script'));
  const exposed = Array.isArray(exposes) ? exposes.find((item) => item?.name === module) : undefined;
  for (const file of exposed?.assets?.js?.sync ?? []) {
    if (typeof file === 'string') preloads.push(preload(file, 'script'));
  }
  return preloads;
}
