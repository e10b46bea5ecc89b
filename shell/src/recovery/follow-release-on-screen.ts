import { pageForPath } from '@storefront/shared/federation';
import { activeVersion, remoteFacts } from '../runtime/remote-versions';

/** The versions this tab has already reloaded into (`<remote>@<version>`), for this session. */
export const RELOADED_INTO_KEY = 'mf-reloaded-into';
/** While the page is busy (a form being sent, the visitor typing), look again this often. */
export const BUSY_RECHECK_MS = 1_000;

export interface OnScreenFacts {
  /** The remote whose page is on screen ran another version than the one now assigned here. */
  changedSinceLoaded: boolean;
  /** This tab already reloaded once for that version: it did not get it, and must not loop. */
  reloadedBefore: boolean;
  /** Reloading now would cut something short: a form being sent, a word being typed. */
  busy: boolean;
}

export type OnScreenAction = 'stay' | 'wait' | 'reload-into-new-version';

/**
 * A release changed what this tab should run, while one of the remote's pages is on screen.
 * The tab moves to it with a fresh page (one page never runs two versions of a remote), once
 * per version: a registry that flips back and forth, a page served from an older registry or a
 * fallback in force cannot make it reload again and again.
 */
export function decideOnScreen({ changedSinceLoaded, reloadedBefore, busy }: OnScreenFacts): OnScreenAction {
  if (!changedSinceLoaded || reloadedBefore) return 'stay';
  return busy ? 'wait' : 'reload-into-new-version';
}

/** Undefined when the browser refuses storage. */
function readReloads(): string[] | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(RELOADED_INTO_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return undefined;
  }
}

function recordReload(reloads: string[], mark: string): boolean {
  try {
    sessionStorage.setItem(RELOADED_INTO_KEY, JSON.stringify([...reloads, mark]));
    return true;
  } catch {
    return false;
  }
}

let waiting = false;

/**
 * After a read of the registry: if the remote of the page on screen now has another version for
 * this tab, reload into it at the first calm moment. Cart, wishlist and session are in
 * localStorage, form drafts and the scroll position in sessionStorage, so the visitor keeps them.
 * Remotes not on screen are left to the page that enters them (useReloadIntoNewVersion).
 */
export function followReleaseOnScreen(isBusy: () => boolean, win: Window = window): void {
  const page = pageForPath(win.location.pathname);
  if (!page || waiting) return;
  const mark = `${page.remote}@${activeVersion(page.remote)?.version ?? ''}`;
  const reloads = readReloads();
  const action = decideOnScreen({
    changedSinceLoaded: remoteFacts(page.remote).changedSinceLoaded,
    // Without storage nothing could stop a loop: such a tab moves when it enters a page instead.
    reloadedBefore: reloads === undefined || reloads.includes(mark),
    busy: isBusy(),
  });
  if (action === 'wait') {
    waiting = true;
    win.setTimeout(() => {
      waiting = false;
      followReleaseOnScreen(isBusy, win);
    }, BUSY_RECHECK_MS);
  } else if (action === 'reload-into-new-version' && recordReload(reloads ?? [], mark)) {
    win.location.reload();
  }
}
