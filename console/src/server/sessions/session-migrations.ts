import { sql, type Kysely } from 'kysely';
import type { Migrations } from '@storefront/platform';

// The console's own schema, one migration per change, in name order.
export const sessionMigrations: Migrations = {
  '0001-console-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('console_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('token_id', 'text', (column) => column.notNull())
        .addColumn('person', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull())
        .execute();
      // Expired sessions are cleared as new ones open.
      await db.schema.createIndex('console_sessions_expiry').on('console_sessions').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('console_sessions').ifExists().execute();
    },
  },
  '0002-console-sign-in-attempts': {
    async up(db: Kysely<unknown>) {
      // Per client network and window, so every console instance counts the same attempts.
      await db.schema
        .createTable('console_sign_in_attempts')
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('window_start', 'timestamptz', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('console_sign_in_attempts_pkey', ['network', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('console_sign_in_attempts').ifExists().execute();
    },
  },
};
