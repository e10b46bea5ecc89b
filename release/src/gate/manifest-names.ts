import { isSafePath } from '../store/release-storage';
import type { FederationManifest } from './verify-release';

const shown = (name: string) => JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);

function assetNames(assets: FederationManifest['exposes'][number]['assets']): string[] {
  return [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];
}

/**
 * Every name in a manifest must be a file of the version itself: browsers and the gate resolve
 * them against the manifest's URL, and an absolute URL, `//host`, `..`, a backslash or an escape
 * would send them elsewhere (another version, another host, a port on the gate's own network).
 * The public path is `auto` (beside the manifest) for the same reason.
 */
export function manifestNameProblems(manifest: FederationManifest): string[] {
  const { publicPath, getPublicPath, remoteEntry, ssrRemoteEntry } = manifest.metaData;
  const problems: string[] = [];
  if (publicPath !== undefined && publicPath !== 'auto') {
    problems.push(`mf-manifest.json sets publicPath to ${shown(publicPath)}: a version's files are read beside its manifest, so it must be "auto".`);
  }
  if (getPublicPath !== undefined) problems.push("mf-manifest.json sets getPublicPath: a version's files are read beside its manifest, not where code decides.");
  const names = new Set([
    ...[remoteEntry, ssrRemoteEntry].flatMap((entry) => (entry ? [entry.name, ...(entry.path ? [entry.path] : [])] : [])),
    ...manifest.shared.flatMap((shared) => assetNames(shared.assets)),
    ...manifest.exposes.flatMap((exposed) => assetNames(exposed.assets)),
  ]);
  for (const name of names) {
    if (!isSafePath(name)) problems.push(`mf-manifest.json names ${shown(name)}, which is not a path inside the version: only relative paths of letters, digits, ".", "_", "-" and "/" are.`);
  }
  return problems;
}
