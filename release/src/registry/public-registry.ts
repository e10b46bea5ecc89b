import { remoteEntryFile, type Registry, type RemoteEntry, type VersionIntegrity, type VersionRef } from '@storefront/shared/federation';
import { remotes } from '../release-context';
import { liveVersion } from './registry-document';
import type { LiveView } from './registry-store';

/** A Subresource Integrity value from a SHA-256 recorded in hex. */
export const subresourceIntegrity = (sha256Hex: string) => `sha256-${Buffer.from(sha256Hex, 'hex').toString('base64')}`;

/** What a browser checks before it runs a version: its manifest and entry as published. */
export function integrityOf(digests: Record<string, string> | undefined): VersionIntegrity | undefined {
  const manifest = digests?.['mf-manifest.json'];
  const entry = digests?.[remoteEntryFile];
  return manifest && entry ? { manifest: subresourceIntegrity(manifest), entry: subresourceIntegrity(entry) } : undefined;
}

/**
 * What browsers read: for each remote, the live version's manifest URL and, as `previous`, the
 * last known good version's, as they were published, each with the integrity of what a browser
 * loads first. History stays on the server.
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
    const ref = (version: string, manifest?: string): VersionRef => {
      const integrity = integrityOf(view.digests[remote.name]?.[version]);
      return {
        version,
        manifest: manifest ?? urls[version] ?? `${fallbackBases[remote.name]}/${version}/mf-manifest.json`,
        ...(integrity && { integrity }),
      };
    };
    const canary = view.canaries[remote.name];
    if (canary && bucket !== undefined && bucket < canary.percent) {
      const entry: RemoteEntry = { ...ref(canary.version, canary.manifest), previous: ref(live) };
      return [[remote.name, entry] as const];
    }
    const previous = view.knownGood[remote.name];
    const entry: RemoteEntry = { ...ref(live), previous: previous ? ref(previous) : null };
    return [[remote.name, entry] as const];
  });
  return { remotes: Object.fromEntries(entries) };
}
