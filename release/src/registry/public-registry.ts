import type { Registry, RemoteEntry } from '@storefront/shared/federation';
import { remotes } from '../release-context';
import { liveVersion } from './registry-document';
import type { LiveView } from './registry-store';

/**
 * What browsers read: for each remote, the live version's manifest URL and, as `previous`, the
 * last known good version's, as they were published. History stays on the server.
 * A visitor whose bucket is below a remote's canary share runs the canary instead, with the live
 * version as the fallback; without a bucket nobody runs a canary.
 * `fallbackBases` only serves versions published before URLs were recorded.
 */
export function publicRegistry(view: LiveView, fallbackBases: Record<string, string>, bucket?: number): Registry {
  const entries = remotes.flatMap((remote) => {
    const record = { liveStack: view.stacks[remote.name] ?? [] };
    const live = liveVersion(record);
    if (!live) return [];
    const urls = view.manifestUrls[remote.name] ?? {};
    const manifest = (version: string) => urls[version] ?? `${fallbackBases[remote.name]}/${version}/mf-manifest.json`;
    const canary = view.canaries[remote.name];
    if (canary && bucket !== undefined && bucket < canary.percent) {
      const entry: RemoteEntry = { version: canary.version, manifest: canary.manifest, previous: { version: live, manifest: manifest(live) } };
      return [[remote.name, entry] as const];
    }
    const previous = view.knownGood[remote.name];
    const entry: RemoteEntry = {
      version: live,
      manifest: manifest(live),
      previous: previous ? { version: previous, manifest: manifest(previous) } : null,
    };
    return [[remote.name, entry] as const];
  });
  return { remotes: Object.fromEntries(entries) };
}
