import { liveVersion, previousVersion, type RegistryDocument } from './registry-document';
import { remotes } from '../release-context';

export interface PublicRemote {
  version: string;
  manifest: string;
  /** Last known good: loaded instead when the live version fails in the browser. */
  previous: { version: string; manifest: string } | null;
}

/**
 * What browsers read: for each remote, the live version's manifest URL and the previous one.
 * History stays on the server.
 */
export function publicRegistry(document: RegistryDocument, origins: Record<string, string>) {
  const entries = remotes.flatMap((remote) => {
    const record = document.remotes[remote.name];
    const live = liveVersion(record);
    if (!live) return [];
    const manifest = (version: string) => `${origins[remote.name]}/${version}/mf-manifest.json`;
    const previous = previousVersion(record);
    const entry: PublicRemote = {
      version: live,
      manifest: manifest(live),
      previous: previous ? { version: previous, manifest: manifest(previous) } : null,
    };
    return [[remote.name, entry] as const];
  });
  return { remotes: Object.fromEntries(entries) };
}
