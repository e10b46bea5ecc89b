import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { HistoryAction } from './registry-document';
import type { ReleaseEvent } from './release-event';

// The release registry's tables (registry-migrations.ts).

export interface ReleaseRemotesTable {
  remote: string;
  /** Versions that have been live, oldest first; the last one is live now. Rollback walks back. */
  live_stack: ColumnType<string[], string[] | undefined, string[]>;
}

export interface ReleaseHistoryTable {
  id: Generated<string>;
  remote: string;
  version: string;
  action: HistoryAction;
  at: ColumnType<Date, Date | undefined, never>;
  by: string;
  reason: string | null;
  /** Set when the gate refused and `--force` overrode it. */
  forced: ColumnType<boolean, boolean | undefined, never>;
  problems: JSONColumnType<string[]> | null;
  /** Checks skipped on request (`--skip-smoke`). */
  skipped: JSONColumnType<string[]> | null;
}

/** One file of a published release, as its SHA-256 was when it was published. */
export interface PublishedFile {
  path: string;
  sha256: string;
  size: number;
}

export interface ReleaseVersionsTable {
  remote: string;
  version: string;
  /** Where browsers read this version's manifest, as it was when published. */
  manifest_url: string;
  files: JSONColumnType<PublishedFile[]>;
  published_at: ColumnType<Date, Date | undefined, never>;
  published_by: string;
  /** Set once the version may never be served again. */
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Reports from before this time do not count (a release manager reset the figures). */
  figures_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The commit, branch and build that made it, when its build knew them. */
  source_commit: ColumnType<string | null, string | null | undefined, never>;
  source_branch: ColumnType<string | null, string | null | undefined, never>;
  source_build: ColumnType<string | null, string | null | undefined, never>;
}

export interface ReleaseTokensTable {
  id: Generated<string>;
  /** SHA-256 of the token: the token itself is shown once and never stored. */
  token_hash: string;
  label: string;
  role: 'team' | 'release-manager';
  /** The remote a team token acts on (its container name); null for release managers. */
  remote: string | null;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One counted report: a visitor (a hash of their cookie) ran a version, or it failed for them. */
export interface ReleaseReportsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  visitor: string;
  /** The client network it came from (an IPv4 /24, an IPv6 /64). */
  network: string;
  outcome: 'load' | 'failure';
  at: ColumnType<Date, Date | undefined, never>;
}

/** Report tokens used, per outcome, until they expire: each counts once. */
export interface ReleaseReportTokensTable {
  nonce: string;
  outcome: 'load' | 'failure' | 'vitals';
  expires_at: Date;
}

/** One page view's Core Web Vitals (milliseconds; CLS a score), null where the page measured none. */
export interface ReleaseVitalsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  visitor: string;
  network: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
  at: ColumnType<Date, Date | undefined, never>;
}

/** Reports per client network and minute, shared by every instance of the site. */
export interface ReleaseReportLimitsTable {
  network: string;
  window_start: Date;
  reports: number;
}

/** Secrets every instance must share, made once on first use (the report tokens' key). */
export interface ReleaseSecretsTable {
  name: string;
  value: Buffer;
}

export interface ReleaseCanariesTable {
  /** One canary at most per remote. */
  remote: string;
  version: string;
  /** Visitors whose bucket (0–99) is below this run the canary. */
  percent: number;
  auto_rollback: ColumnType<boolean, boolean | undefined, boolean>;
  started_at: ColumnType<Date, Date | undefined, Date>;
  started_by: string;
  /** A rolling release's plan (shares of visitors, the last 100), or null for a canary a person moves. */
  stages: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  /** The index in `stages` of the share the canary runs at now. */
  stage: ColumnType<number | null, number | null | undefined, number | null>;
  step_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the plan takes its next step, if the canary is healthy then. */
  next_step_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A live change or canary move to tell the webhooks about, until every receiver has it or it gives up. */
export interface ReleaseWebhookOutboxTable {
  id: Generated<string>;
  event: JSONColumnType<ReleaseEvent>;
  at: ColumnType<Date, Date | undefined, never>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  /** The receivers that answered 2xx: a retry goes to the others only. */
  delivered_to: ColumnType<string[], string[] | undefined, string[]>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set once every receiver has it, or once it gave up. */
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Wrong release tokens per client network (clientNetwork) and minute. */
export interface ReleaseAuthFailuresTable {
  network: string;
  window_start: Date;
  failures: ColumnType<number, number | undefined, number>;
}

export interface ReleasePreviewLinksTable {
  id: Generated<string>;
  remote: string;
  version: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  created_by: string;
  /** Also signed into the link itself, so an expired link is refused without reading this row. */
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_by: string | null;
}

/** A gate run waiting for a release worker, under way in one, or done with its outcome. */
export interface ReleaseGateJobsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  skip_smoke: boolean;
  state: ColumnType<'queued' | 'running' | 'done', 'queued' | undefined, 'queued' | 'running' | 'done'>;
  queued_at: ColumnType<Date, Date | undefined, never>;
  /** The worker that claimed it last. */
  worker: string | null;
  /** How many times a worker claimed it: more than one means a worker died running it. */
  attempts: ColumnType<number, number | undefined, number>;
  /** Moved on by the worker while it runs the job; a job whose lease ran out is taken again. */
  heartbeat_at: Date | null;
  outcome: JSONColumnType<GateJobOutcome> | null;
  finished_at: Date | null;
}

/** What a gate run found, or why it could not run (a ReleaseError's message, exit code and problems). */
export type GateJobOutcome =
  | { problems: string[]; skipped: string[] }
  | { error: { message: string; exitCode: number; problems: string[] } };

export interface RegistryTables {
  release_gate_jobs: ReleaseGateJobsTable;
  release_auth_failures: ReleaseAuthFailuresTable;
  release_preview_links: ReleasePreviewLinksTable;
  release_canaries: ReleaseCanariesTable;
  release_reports: ReleaseReportsTable;
  release_report_tokens: ReleaseReportTokensTable;
  release_report_limits: ReleaseReportLimitsTable;
  release_vitals: ReleaseVitalsTable;
  release_secrets: ReleaseSecretsTable;
  release_versions: ReleaseVersionsTable;
  release_tokens: ReleaseTokensTable;
  release_remotes: ReleaseRemotesTable;
  release_history: ReleaseHistoryTable;
  release_webhook_outbox: ReleaseWebhookOutboxTable;
}
