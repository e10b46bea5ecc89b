import type { ColumnType } from 'kysely';

/** A signed-in console session (session-migrations.ts). */
export interface ConsoleSessionsTable {
  /** SHA-256 of the cookie's value: a copy of the table signs nobody in. */
  id_hash: string;
  /** The release token it was opened with; the token itself is never kept. */
  token_id: string;
  /** Who signed in, as history names them (`person via token label`). */
  person: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  last_seen_at: ColumnType<Date, Date, Date>;
}

/** Sign-in attempts of one client network in one window (sign-in-attempts.ts). */
export interface ConsoleSignInAttemptsTable {
  network: string;
  window_start: Date;
  attempts: number;
}

export interface ConsoleTables {
  console_sessions: ConsoleSessionsTable;
  console_sign_in_attempts: ConsoleSignInAttemptsTable;
}
