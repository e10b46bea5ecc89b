import { registerRemotes } from '@module-federation/enhanced/runtime';
import { applyOverrides, type Overrides } from './overrides';
import { rememberIntegrity } from './remote-integrity';
import { sendReleaseReport } from './release-report';
import {
  isRefusedPreview,
  registrySchema,
  remoteEntryUrl,
  remoteNames,
  type Registry,
  type RegistryPreview,
  type RemoteName,
  type ServedPreview,
  type VersionRef,
} from '@storefront/shared/federation';
import type { RemoteFacts } from '../recovery/recovery-policy';

/**
 * An open tab re-reads the registry at most this often, whatever asks it to (navigation,
 * interaction, becoming visible, its timer): short enough that a release reaches every visible
 * tab well within a minute, long enough that a busy visitor costs the site four requests a minute.
 */
export const REGISTRY_REFRESH_MS = 15_000;
/** Remotes whose live version failed in this tab's session, so the previous one is used. */
export const FALLBACK_KEY = 'mf-fallback';

let registry: Registry = { remotes: {} };
let overrides: Overrides = {};
/** What the site made of the preview link this browser followed, as of the last registry read. */
let preview: RegistryPreview | undefined;
let lastRead = 0;
/** The version of each remote this page has run: another one needs a fresh page. */
const loaded = new Map<RemoteName, string>();

function readMarks(): Partial<Record<RemoteName, string>> {
  try {
    return JSON.parse(sessionStorage.getItem(FALLBACK_KEY) ?? '{}') as Partial<Record<RemoteName, string>>;
  } catch {
    return {};
  }
}

function writeMarks(marks: Partial<Record<RemoteName, string>>): void {
  try {
    sessionStorage.setItem(FALLBACK_KEY, JSON.stringify(marks));
  } catch {
    // Without storage the fallback lasts for this page only.
  }
}

/** The version this tab uses: the live one, or the previous one after the live one failed here. */
export function activeVersion(name: RemoteName): VersionRef | undefined {
  const entry = registry.remotes[name];
  if (!entry) return undefined;
  return readMarks()[name] === entry.version && entry.previous ? entry.previous : entry;
}

/**
 * Registered by their entry scripts, not their manifests: the server's HTML already hints the
 * entry and the page's chunks, and a manifest would be one more request and a main-thread task
 * (reading it, building the runtime's snapshot) before the page's code could start.
 */
function register(names: readonly RemoteName[], force: boolean): void {
  const remotes = names.flatMap((name) => {
    const version = activeVersion(name);
    if (version) rememberIntegrity(version);
    return version ? [{ name, entry: remoteEntryUrl(version.manifest) }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

/**
 * Tells the federation runtime where each remote lives; nothing is fetched until a page needs it.
 * A page starts here: what an earlier start knew is gone, as it would be with a fresh page, and
 * only the session's storage (a fallback in force) carries over.
 */
export function initialiseRemotes(initial: Registry, activeOverrides: Overrides, now = Date.now()): void {
  loaded.clear();
  overrides = activeOverrides;
  preview = initial.preview;
  registry = applyOverrides(initial, overrides);
  lastRead = now;
  register(remoteNames, false);
}

/**
 * Tells the site which version of a remote a page ran, or that it failed here (its failure rate),
 * with the token the site gave for it. A version without one is not counted, so nothing is sent:
 * a preview (a few reviewers' page loads must not move the figures canaries and the last known
 * good version are judged on), or a developer's override.
 */
function report(name: RemoteName, outcome: 'load' | 'failure'): void {
  const active = activeVersion(name);
  // The site gives a preview's version no token; a preview is skipped here too, whatever it carries.
  if (active?.reportToken && activePreview()?.remote !== name) sendReleaseReport({ remote: name, version: active.version, outcome, token: active.reportToken });
}

/** The overrides in force in this tab (the banner names them). */
export function activeOverrides(): Overrides {
  return overrides;
}

/** The preview this tab runs, if the site serves the link this browser followed. */
export function activePreview(): ServedPreview | undefined {
  return preview && !isRefusedPreview(preview) ? preview : undefined;
}

/** What the site made of this browser's preview link, served or refused (the banner says it). */
export function previewState(): RegistryPreview | undefined {
  return preview;
}

/**
 * Whether this tab runs a remote's code as the release gate passed it: not a developer's
 * override, nor a previewed version, which was published but may never have been through the gate.
 */
export function passedTheGate(consumer: string | undefined): boolean {
  return !consumer || (!(consumer in overrides) && activePreview()?.remote !== consumer);
}

/** A page of the remote arrived: the first time in this page, it counts as one page load of its version. */
export function markLoaded(name: RemoteName): void {
  if (loaded.has(name)) return;
  report(name, 'load');
  loaded.set(name, activeVersion(name)?.version ?? '');
}

/** The version of a remote whose page ran in this page, if one did. */
export function ranVersion(name: RemoteName): string | undefined {
  return loaded.get(name);
}

/**
 * The remote ran here and the version assigned to this tab is another one now. Compared with what
 * ran, not with the last read, so a registry that flips back to it asks for no reload.
 */
function changedSinceLoaded(name: RemoteName): boolean {
  const ran = loaded.get(name);
  return ran !== undefined && ran !== activeVersion(name)?.version;
}

/** The version this tab uses failed to load or render: the live one, or the fallback itself. */
export function reportVersionFailure(name: RemoteName): void {
  report(name, 'failure');
}

/** Forgets what the runtime cached for one remote (a failed entry), so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  register([name], true);
}

/**
 * The live version failed here: remember it for this session, so the next page load uses the
 * previous (last known good) version.
 */
export function switchToPrevious(name: RemoteName): void {
  const entry = registry.remotes[name];
  if (!entry?.previous) return;
  writeMarks({ ...readMarks(), [name]: entry.version });
}

/** Forgets that the live version failed here, so the next page load tries it again. */
export function clearFallback(name: RemoteName): void {
  const marks = readMarks();
  delete marks[name];
  writeMarks(marks);
}

/** What the recovery policy needs to know about a remote in this tab. */
export function remoteFacts(name: RemoteName, doc: Document | undefined = globalThis.document): RemoteFacts {
  const entry = registry.remotes[name];
  return {
    hasPrevious: !!entry?.previous,
    onPrevious: !!entry?.previous && readMarks()[name] === entry.version,
    preloadedByPage: pagePreloadedRemote(name, doc),
    changedSinceLoaded: changedSinceLoaded(name),
  };
}

/**
 * Re-reads the registry unless it was read less than REGISTRY_REFRESH_MS ago; answers whether it
 * did. A remote not loaded yet is pointed at its new version at once; a loaded one keeps running
 * until the tab moves to a fresh page (see remoteFacts' changedSinceLoaded).
 */
export async function refreshRegistryIfStale(now = Date.now()): Promise<boolean> {
  if (now - lastRead < REGISTRY_REFRESH_MS) return false;
  lastRead = now;
  try {
    const response = await fetch('/registry.json', { cache: 'no-cache' });
    if (!response.ok) return false;
    const read = registrySchema.parse(await response.json());
    preview = read.preview;
    const next = applyOverrides(read, overrides);
    const notYetLoaded = remoteNames.filter(
      (name) => !loaded.has(name) && next.remotes[name]?.version !== registry.remotes[name]?.version,
    );
    registry = { remotes: { ...next.remotes } };
    register(notYetLoaded, true);
    return true;
  } catch {
    // A registry that cannot be read now keeps the versions this tab already uses.
    return false;
  }
}

/**
 * Whether the page's HTML preloaded this remote's code. A preload that failed (the remote was
 * down) is handed to the next request for the same URL, so retrying in this page would fail
 * again: Retry then loads a fresh page instead.
 */
export function pagePreloadedRemote(name: RemoteName, doc: Document | undefined = globalThis.document): boolean {
  const manifest = activeVersion(name)?.manifest;
  // Nothing is preloaded where there is no document: the server renders before any.
  if (!manifest || !doc) return false;
  const origin = new URL(manifest).origin;
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(`${origin}/`));
}
