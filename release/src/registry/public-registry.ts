import type { Registry, RemoteEntry } from '@storefront/shared/federation';
import { remotes } from '../release-context';
import { liveVersion, previousVersion } from './registry-document';

/**
 * What browsers read: for each remote, the live version's manifest URL and the previous one.
 * History stays on the server.
 */
export function publicRegistry(liveStacks: Record<string, string[]>, origins: Record<string, string>): Registry {
  const entries = remotes.flatMap((remote) => {
    const record = { liveStack: liveStacks[remote.name] ?? [] };
    const live = liveVersion(record);
    if (!live) return [];
    const manifest = (version: string) => `${origins[remote.name]}/${version}/mf-manifest.json`;
    const previous = previousVersion(record);
    const entry: RemoteEntry = {
      version: live,
      manifest: manifest(live),
      previous: previous ? { version: previous, manifest: manifest(previous) } : null,
    };
    return [[remote.name, entry] as const];
  });
  return { remotes: Object.fromEntries(entries) };
}
