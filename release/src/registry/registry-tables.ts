import type { ColumnType, Generated, JSONColumnType } from 'kysely';

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
  action: 'publish' | 'promote' | 'rollback';
  at: ColumnType<Date, Date | undefined, never>;
  by: string;
  reason: string | null;
  /** Set when the gate refused and `--force` overrode it. */
  forced: ColumnType<boolean, boolean | undefined, never>;
  problems: JSONColumnType<string[]> | null;
}

export interface ReleaseFailuresTable {
  id: Generated<string>;
  remote: string;
  version: string;
  at: ColumnType<Date, Date | undefined, never>;
}

export interface RegistryTables {
  release_remotes: ReleaseRemotesTable;
  release_history: ReleaseHistoryTable;
  release_failures: ReleaseFailuresTable;
}
