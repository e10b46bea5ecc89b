import { isRemoteName, remoteNames, type Registry, type RemoteName } from '@storefront/shared/federation';

/**
 * A team points the real site at its locally running remote, in its own browser only:
 *   ?mf-override=<remote>@http://localhost:<its dev port>/mf-manifest.json   (kept in localStorage)
 *   ?mf-override=<remote>@                                                   (removes it)
 *   ?mf-override=reset                                                   (removes all)
 */
export const OVERRIDES_KEY = 'mf-overrides';
const PARAM = 'mf-override';

export type Overrides = Partial<Record<RemoteName, string>>;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function readStored(storage: Storage | undefined): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([name, url]) => isRemoteName(name) && typeof url === 'string' && isHttpUrl(url),
      ),
    );
  } catch {
    return {};
  }
}

/** Applies `?mf-override=` parameters to what is stored, and returns the overrides in force. */
export function resolveOverrides(search: string, storage: Storage | undefined): Overrides {
  const overrides = readStored(storage);
  const params = new URLSearchParams(search).getAll(PARAM);
  for (const param of params) {
    if (param === 'reset') {
      for (const name of remoteNames) delete overrides[name];
      continue;
    }
    const at = param.indexOf('@');
    const name = at === -1 ? param : param.slice(0, at);
    const url = at === -1 ? '' : param.slice(at + 1);
    if (!isRemoteName(name)) continue;
    if (url === '') delete overrides[name];
    else if (isHttpUrl(url)) overrides[name] = url;
  }
  if (params.length > 0) {
    try {
      storage?.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
    } catch {
      // Storage refused: the override still applies to this page load.
    }
  }
  return overrides;
}

export function applyOverrides(registry: Registry, overrides: Overrides): Registry {
  const remotes = { ...registry.remotes };
  for (const name of remoteNames) {
    const manifest = overrides[name];
    if (manifest) remotes[name] = { version: 'local override', manifest, previous: null };
  }
  return { remotes };
}
