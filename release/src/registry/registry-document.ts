import type { VersionSource } from '../build/version-source';

// The registry as the release commands read it: per remote, the live stack, the history and any
// canary. What browsers reported is counted apart (reports/).

/**
 * Refused: an operation a token was not allowed, recorded with the reason. Canary: a share of
 * visitors runs a version; complete: that version went live for all; end-canary and
 * auto-rollback: the canary ended by a command, or by itself when it failed too often;
 * reset-figures: a release manager set a version's reported figures back to nothing. Verify: a
 * run of the gate that moved nothing (`verify`, or a move the gate refused), with its problems.
 * Preview and revoke-preview: a preview link to a version was made, or revoked (its id in the reason).
 * Canary-stage: a rolling release moved its canary to its next share by itself.
 */
export type HistoryAction =
  | 'publish'
  | 'promote'
  | 'rollback'
  | 'withdraw'
  | 'refused'
  | 'canary'
  | 'complete'
  | 'end-canary'
  | 'auto-rollback'
  | 'reset-figures'
  | 'verify'
  | 'preview'
  | 'revoke-preview'
  | 'canary-stage';

/** The actions that move a live pointer: how long each version was live comes from these. */
export const LIVE_CHANGES = ['promote', 'rollback', 'complete'] as const satisfies readonly HistoryAction[];

export interface HistoryEntry {
  version: string;
  action: HistoryAction;
  /** ISO 8601. */
  at: string;
  by: string;
  reason?: string;
  /** Set when the gate refused and `--force` overrode it. */
  forced?: boolean;
  /** What the gate said, when it was overridden or refused. */
  problems?: string[];
  /** Checks of the gate skipped on request, e.g. `smoke render`. */
  skipped?: string[];
  /** A publish's commit, branch and build, when its build knew them. */
  source?: VersionSource;
}

/** A version a share of visitors runs instead of the live one. */
export interface Canary {
  version: string;
  /** 1–99: visitors whose bucket is below it run the canary. */
  percent: number;
  /** Ends by itself when it fails too often (the release policy). */
  autoRollback: boolean;
  /** ISO 8601. */
  startedAt: string;
  startedBy: string;
  /** Set for a rolling release: the canary advances by itself while it is healthy. */
  plan?: RollingPlan;
}

/** A rolling release's stages: the canary moves to the next share every `everySeconds` while healthy. */
export interface RollingPlan {
  /** Shares of visitors, ascending; the last is 100, where the canary goes live for everyone. */
  stages: number[];
  /** The index in `stages` of the share the canary runs at now. */
  stage: number;
  everySeconds: number;
  /** ISO 8601: when the next stage is due. */
  nextStepAt: string;
}

export interface RemoteRecord {
  /** Versions that have been live, oldest first; the last one is live now. Rollback walks back. */
  liveStack: string[];
  canary?: Canary;
  history: HistoryEntry[];
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
  return record?.history.findLast((entry) => entry.version === live && (LIVE_CHANGES as readonly string[]).includes(entry.action));
}
