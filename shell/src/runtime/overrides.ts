import { isRemoteName, overrideParam, remoteNames, type Registry, type RemoteName } from '@storefront/shared/federation';
import { markDevOverride } from './dev-override-cookie';

/**
 * A developer points the real site at their development server's build of one remote, in their
 * own browser and for this browser session only, where the site allows that origin
 * (OVERRIDE_ORIGINS):
 *   ?mf-override=<remote>@http://localhost:3001/mf-manifest.json          (an allowed origin only)
 *   ?mf-override=<remote>@                                                (removes it)
 *   ?mf-override=reset                                                    (removes all)
 * A published version is previewed through its preview link (`pnpm release preview`), which
 * works for anyone it is shared with and on any site. An override the site refuses is named in
 * the banner with the reason, never dropped without a word.
 */
export const OVERRIDES_KEY = 'mf-overrides';
export const OVERRIDE_PARAM = overrideParam;

/** An override in force: where the remote's manifest is, and what to call it. */
export interface Override {
  manifest: string;
  label: string;
}
export type Overrides = Partial<Record<RemoteName, Override>>;

/** Why an override the page's address asked for was not applied (the banner says it in words). */
export type OverrideRefusal = 'not-allowed' | 'not-a-url' | 'origin' | 'unknown-remote';
export interface RefusedOverride {
  /** The parameter's value as given. */
  asked: string;
  why: OverrideRefusal;
}

let refusedOnThisPage: RefusedOverride[] = [];

function urlOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Why a manifest URL may not override a remote here, or undefined when it may. */
function refusal(value: string, allowedOrigins: readonly string[]): OverrideRefusal | undefined {
  if (!value.includes('://')) return 'not-a-url';
  return allowedOrigins.includes(urlOrigin(value) ?? '') ? undefined : 'origin';
}

function readStored(storage: Storage | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Keeps the session's overrides (remote → manifest URL), and tells the site whether any runs. */
export function storeOverrides(storage: Storage | undefined, overrides: Partial<Record<RemoteName, string>>): void {
  markDevOverride(Object.keys(overrides).length > 0);
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    // Storage refused: the override still applies to this page load.
  }
}

/**
 * The overrides in force after this page's `?mf-override=` parameters, on top of those kept
 * earlier in this session, and those the parameters asked for that the site refuses. On a site
 * that allows none, every one is refused and stored ones are dropped.
 */
export function requestedOverrides(search: string, storage: Storage | undefined, allowedOrigins: readonly string[]): Overrides {
  const params = new URLSearchParams(search).getAll(OVERRIDE_PARAM);
  const refused: RefusedOverride[] = [];
  const requested: Partial<Record<RemoteName, string>> = {};
  for (const [name, value] of Object.entries(readStored(storage))) {
    if (isRemoteName(name) && typeof value === 'string' && !refusal(value, allowedOrigins)) requested[name] = value;
  }
  for (const param of params) {
    const at = param.indexOf('@');
    const name = at === -1 ? param : param.slice(0, at);
    const value = at === -1 ? '' : param.slice(at + 1);
    if (param === 'reset') for (const remote of remoteNames) delete requested[remote];
    else if (!isRemoteName(name)) refused.push({ asked: param, why: 'unknown-remote' });
    else if (value === '') delete requested[name];
    else if (allowedOrigins.length === 0) refused.push({ asked: param, why: 'not-allowed' });
    else {
      const why = refusal(value, allowedOrigins);
      if (why) refused.push({ asked: param, why });
      else requested[name] = value;
    }
  }
  storeOverrides(storage, requested);
  refusedOnThisPage = refused;
  return Object.fromEntries(Object.entries(requested).map(([name, manifest]) => [name, { manifest, label: manifest }]));
}

/** The overrides this page's address asked for that the site refused, each with its reason. */
export function refusedOverrides(): readonly RefusedOverride[] {
  return refusedOnThisPage;
}

export function applyOverrides(registry: Registry, overrides: Overrides): Registry {
  const remotes = { ...registry.remotes };
  for (const name of remoteNames) {
    const override = overrides[name];
    if (override) remotes[name] = { version: `override ${override.label}`, manifest: override.manifest, previous: null };
  }
  return { remotes };
}
