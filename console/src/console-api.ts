import type { ConsoleOperation, HourlyFigures, HourlyVitals, TokenRole } from '@storefront/release';

// What the console's API answers and asks, as its server sends it and its app reads it. Status
// and history answer the release system's own shapes (RemoteStatus, HistoryEntry).

export const REASON_REQUIRED = 'Say why: history keeps the reason.';

/** A signed-in session as the app sees it: never the token itself. */
export interface SessionView {
  /** Who history names (`person via token label`). */
  person: string;
  token: { label: string; role: TokenRole; remote: string | null };
  /** Per remote folder, the operations this token may run there: what the app offers. */
  rights: Record<string, ConsoleOperation[]>;
  expiresAt: string;
}

/** The live version's and the canary's figures hour by hour since `since`. */
export interface HourlyFiguresView {
  since: string;
  live: string | null;
  canary: string | null;
  hours: HourlyFigures[];
}

/**
 * Versions' p75 LCP and INP hour by hour since `since`: the canary's and the live version's, or
 * without a canary the live version's and the last known good one's.
 */
export interface HourlyVitalsView {
  since: string;
  versions: { label: 'Canary' | 'Live' | 'Last known good'; version: string }[];
  hours: HourlyVitals[];
}

/** A refusal: the message to show, and what lies behind it (a gate's problems). */
export interface ErrorView {
  message: string;
  problems?: string[];
}
