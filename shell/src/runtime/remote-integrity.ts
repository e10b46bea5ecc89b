import { remoteEntryUrl, type VersionRef } from '@storefront/shared/federation';

// URL → Subresource Integrity value, for every manifest and entry this tab was told about.
const integrityByUrl = new Map<string, string>();
// The folders of published versions, whose chunks load with CORS (and integrity, see the build).
const publishedFolders = new Set<string>();

/** Remembers what a version's manifest and entry must be, as published. */
export function rememberIntegrity(version: VersionRef): void {
  if (!version.integrity) return;
  publishedFolders.add(new URL('./', version.manifest).href);
  integrityByUrl.set(version.manifest, version.integrity.manifest);
  integrityByUrl.set(remoteEntryUrl(version.manifest), version.integrity.entry);
}

/** The integrity a file must have to be used, when it is a published manifest or entry. */
export function integrityFor(url: string): string | undefined {
  return integrityByUrl.get(url);
}

const isPublished = (url: string) => [...publishedFolders].some((folder) => url.startsWith(folder));

/**
 * A script for a published version's file: the entry runs only if its content is what was
 * published (a changed or truncated entry fails like one that is missing, and the page falls
 * back), and every file of the version loads with CORS, as its chunks do and as the page's
 * preload hints fetched it, so the hint is used rather than the file fetched twice. `attrs` are
 * the runtime's own (its priority). Undefined for scripts nothing is known about (a development
 * build): the runtime makes those itself.
 */
export function scriptForPublishedFile(url: string, attrs: Record<string, string> = {}, doc: Document = document): HTMLScriptElement | undefined {
  const integrity = integrityFor(url);
  if (!integrity && !isPublished(url)) return undefined;
  const script = doc.createElement('script');
  for (const [name, value] of Object.entries(attrs)) if (name !== 'crossorigin' && name !== 'integrity') script.setAttribute(name, value);
  if (integrity) script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  return script;
}

/**
 * A hint for a published version's file, made as the request that will use it is made (with
 * CORS, and integrity where known): as the files vary by Origin, a request without CORS would
 * make the next one revalidate. A preload is used only by a request with the same integrity, and
 * a chunk's is known only to its entry, which checks it when the chunk loads: the chunk's script
 * would not use its preload (the browser warns of each one). Should the runtime hint a chunk (its
 * `preloadRemote` with chunks; the site's idle prefetch fetches them itself instead), the hint is
 * a prefetch, which fills the HTTP cache any request reads from, at the lowest priority.
 */
export function linkForPublishedFile(url: string, attrs: Record<string, string> = {}, doc: Document = document): HTMLLinkElement | undefined {
  if (!isPublished(url)) return undefined;
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  link.href = url;
  link.crossOrigin = 'anonymous';
  const integrity = integrityFor(url);
  if (integrity) link.setAttribute('integrity', integrity);
  else if (link.rel === 'preload') link.rel = 'prefetch';
  return link;
}
