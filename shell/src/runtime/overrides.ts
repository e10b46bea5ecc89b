import { isRemoteName, remoteNames, type Registry, type RemoteName } from '@storefront/shared/federation';

/**
 * A developer or tester points the real site at another build of one remote, in their own browser
 * and for this browser session only, where the site allows it (OVERRIDE_ORIGINS):
 *   ?mf-override=<remote>@<published version>                             (not a withdrawn one)
 *   ?mf-override=<remote>@http://localhost:3001/mf-manifest.json          (an allowed origin only)
 *   ?mf-override=<remote>@                                                (removes it)
 *   ?mf-override=reset                                                    (removes all)
 */
export const OVERRIDES_KEY = 'mf-overrides';
export const OVERRIDE_PARAM = 'mf-override';

/** What a visitor asked for, per remote: a version, or a manifest URL. */
export type RequestedOverrides = Partial<Record<RemoteName, string>>;

/** An override in force: where the remote's manifest is, and what to call it. */
export interface Override {
  manifest: string;
  label: string;
}
export type Overrides = Partial<Record<RemoteName, Override>>;

// As the release tooling spells versions (release/src/store/release-storage.ts).
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function urlOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A version, or a URL on an allowed origin; anything else is not an override. */
function acceptable(value: unknown, allowedOrigins: readonly string[]): value is string {
  if (typeof value !== 'string') return false;
  if (value.includes('://')) return allowedOrigins.includes(urlOrigin(value) ?? '');
  return VERSION.test(value);
}

function readStored(storage: Storage | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function storeOverrides(storage: Storage | undefined, overrides: RequestedOverrides): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    // Storage refused: the override still applies to this page load.
  }
}

/**
 * The overrides asked for by this page's `?mf-override=` parameters and earlier in this session.
 * On a site that allows none, every override is dropped, stored ones included.
 */
export function requestedOverrides(search: string, storage: Storage | undefined, allowedOrigins: readonly string[]): RequestedOverrides {
  if (allowedOrigins.length === 0) {
    storeOverrides(storage, {});
    return {};
  }
  const requested: RequestedOverrides = Object.fromEntries(
    Object.entries(readStored(storage)).filter(([name, value]) => isRemoteName(name) && acceptable(value, allowedOrigins)),
  );
  const params = new URLSearchParams(search).getAll(OVERRIDE_PARAM);
  for (const param of params) {
    if (param === 'reset') {
      for (const name of remoteNames) delete requested[name];
      continue;
    }
    const at = param.indexOf('@');
    const name = at === -1 ? param : param.slice(0, at);
    const value = at === -1 ? '' : param.slice(at + 1);
    if (!isRemoteName(name)) continue;
    if (value === '') delete requested[name];
    else if (acceptable(value, allowedOrigins)) requested[name] = value;
  }
  storeOverrides(storage, requested);
  return requested;
}

/** The manifest of a published version that is not withdrawn, or undefined. */
export type LookUpVersion = (remote: RemoteName, version: string) => Promise<string | undefined>;

/** Asks the site for a version's manifest (site-server/src/release-endpoints/). */
export const lookUpPublishedVersion: LookUpVersion = async (remote, version) => {
  try {
    const response = await fetch(`/release-versions/${remote}/${encodeURIComponent(version)}`, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const { manifest } = (await response.json()) as { manifest?: unknown };
    return typeof manifest === 'string' && urlOrigin(manifest) ? manifest : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The overrides that may be used: URLs as they are, versions the site confirms are published and
 * not withdrawn. The others are forgotten for the rest of the session.
 */
export async function resolveOverrides(requested: RequestedOverrides, lookUp: LookUpVersion, storage: Storage | undefined): Promise<Overrides> {
  const entries = await Promise.all(
    Object.entries(requested).map(async ([name, value]) => {
      const remote = name as RemoteName;
      const manifest = value.includes('://') ? value : await lookUp(remote, value);
      return manifest ? ([remote, { manifest, label: value }] as const) : undefined;
    }),
  );
  const overrides: Overrides = Object.fromEntries(entries.filter((entry) => entry !== undefined));
  if (Object.keys(overrides).length !== Object.keys(requested).length) {
    storeOverrides(storage, Object.fromEntries(Object.entries(overrides).map(([name, override]) => [name, override.label])));
  }
  return overrides;
}

export function applyOverrides(registry: Registry, overrides: Overrides): Registry {
  const remotes = { ...registry.remotes };
  for (const name of remoteNames) {
    const override = overrides[name];
    if (override) remotes[name] = { version: `override ${override.label}`, manifest: override.manifest, previous: null };
  }
  return { remotes };
}
