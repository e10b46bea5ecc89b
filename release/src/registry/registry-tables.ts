import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { HistoryAction } from './registry-document';

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

export interface ReleaseFailuresTable {
  id: Generated<string>;
  remote: string;
  version: string;
  at: ColumnType<Date, Date | undefined, never>;
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

export interface ReleaseVersionStatsTable {
  remote: string;
  version: string;
  /** Page loads that ran this version, and those where it failed (bigint: read as strings). */
  loads: ColumnType<string, number | undefined, number>;
  failures: ColumnType<string, number | undefined, number>;
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
  /** The version's reported figures when the canary started: what it ran before does not count. */
  baseline_loads: ColumnType<string, number | undefined, number>;
  baseline_failures: ColumnType<string, number | undefined, number>;
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

/** Keys the registry made for itself (the preview links' signing key). */
export interface ReleaseSecretsTable {
  name: string;
  value: string;
}

export interface RegistryTables {
  release_preview_links: ReleasePreviewLinksTable;
  release_secrets: ReleaseSecretsTable;
  release_canaries: ReleaseCanariesTable;
  release_version_stats: ReleaseVersionStatsTable;
  release_versions: ReleaseVersionsTable;
  release_tokens: ReleaseTokensTable;
  release_remotes: ReleaseRemotesTable;
  release_history: ReleaseHistoryTable;
  release_failures: ReleaseFailuresTable;
}
