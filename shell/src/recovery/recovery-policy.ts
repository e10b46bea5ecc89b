// What the site does when a remote's page cannot be shown, as one pure decision: the runtime
// plugin and the page area ask it, then carry out the answer.

/** What this tab knows about a remote when something happens to one of its pages. */
export interface RemoteFacts {
  /** The registry names a previous (last known good) version. */
  hasPrevious: boolean;
  /** This tab already moved to the previous version because the live one failed here. */
  onPrevious: boolean;
  /** The page's HTML preloaded the remote's code: a failed preload poisons a retry in this page. */
  preloadedByPage: boolean;
  /** The remote was loaded in this tab and its live version has changed since. */
  changedSinceLoaded: boolean;
}

/** A page's code failed to arrive, or it arrived and threw while rendering. */
export type FailureCause = 'load' | 'render';

export type RecoveryEvent =
  | { type: 'enter' }
  | { type: 'failure'; cause: FailureCause }
  | { type: 'retry'; cause: FailureCause };

export type RecoveryAction =
  /** Show the page. */
  | 'load'
  /** A fresh page, so the tab never runs two versions of one remote side by side. */
  | 'reload-into-new-version'
  /** Remember that the live version failed here, report it, and reload on the previous version. */
  | 'fall-back'
  /** The page area says the part is unavailable and offers Retry; the rest of the site works. */
  | 'show-unavailable'
  /** Retry after the previous version failed too: forget the failure and try the live one afresh. */
  | 'reload-on-live'
  /** Retry after a load the page's HTML had preloaded: only a fresh page fetches it again. */
  | 'reload-page'
  /** Retry in place: load (or render) the page again. */
  | 'retry-here';

export function decideRecovery(event: RecoveryEvent, facts: RemoteFacts): RecoveryAction {
  switch (event.type) {
    case 'enter':
      return facts.changedSinceLoaded ? 'reload-into-new-version' : 'load';
    case 'failure':
      return facts.hasPrevious && !facts.onPrevious ? 'fall-back' : 'show-unavailable';
    case 'retry':
      if (facts.onPrevious) return 'reload-on-live';
      return event.cause === 'load' && facts.preloadedByPage ? 'reload-page' : 'retry-here';
  }
}
