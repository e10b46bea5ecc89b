// The registry as the release commands read it: per remote, the live stack, the history and the
// failures browsers reported.

/** Refused: an operation a token was not allowed, recorded with the reason. */
export type HistoryAction = 'publish' | 'promote' | 'rollback' | 'withdraw' | 'refused';

export interface HistoryEntry {
  version: string;
  action: HistoryAction;
  /** ISO 8601. */
  at: string;
  by: string;
  reason?: string;
  /** Set when the gate refused and `--force` overrode it. */
  forced?: boolean;
  /** What the gate said, when it was overridden. */
  problems?: string[];
  /** Checks of the gate skipped on request, e.g. `smoke render`. */
  skipped?: string[];
}

export interface RemoteRecord {
  /** Versions that have been live, oldest first; the last one is live now. Rollback walks back. */
  liveStack: string[];
  history: HistoryEntry[];
  /** Load failures reported by browsers: version → timestamps (ISO 8601). */
  failures: Record<string, string[]>;
}

export interface RegistryDocument {
  remotes: Record<string, RemoteRecord>;
}

export function liveVersion(record: Pick<RemoteRecord, 'liveStack'> | undefined): string | undefined {
  return record?.liveStack.at(-1);
}

export function previousVersion(record: Pick<RemoteRecord, 'liveStack'> | undefined): string | undefined {
  return record?.liveStack.at(-2);
}

/** The entry that made the current live version live. */
export function liveSince(record: RemoteRecord | undefined): HistoryEntry | undefined {
  const live = liveVersion(record);
  return record?.history.findLast(
    (entry) => entry.version === live && (entry.action === 'promote' || entry.action === 'rollback'),
  );
}
