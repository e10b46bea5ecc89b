import type { HistoryEntry } from './registry-document';

/** A history entry to write: the database stamps its time. */
export type NewEntry = Omit<HistoryEntry, 'at'>;

/** A history entry's reason: what happened, then the reason given, if any. */
export const withReason = (what: string, reason: string | undefined) => (reason ? `${what} — ${reason}` : what);

/** A history entry as a row of release_history. */
export function historyRow(remote: string, entry: NewEntry) {
  return {
    remote,
    version: entry.version,
    action: entry.action,
    by: entry.by,
    reason: entry.reason ?? null,
    forced: entry.forced ?? false,
    problems: entry.problems ? JSON.stringify(entry.problems) : null,
    skipped: entry.skipped?.length ? JSON.stringify(entry.skipped) : null,
  };
}
