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
};
