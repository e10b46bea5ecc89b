import { sql, type Kysely } from 'kysely';
import type { Migrations } from '@storefront/platform';

// The release registry's schema, one migration per change, in name order.
export const registryMigrations: Migrations = {
  '0001-live-pointers-history-failures': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_remotes')
        .addColumn('remote', 'text', (column) => column.primaryKey())
        .addColumn('live_stack', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
        .execute();
      await db.schema
        .createTable('release_history')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull().check(sql`action in ('publish', 'promote', 'rollback')`))
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('by', 'text', (column) => column.notNull())
        .addColumn('reason', 'text')
        .addColumn('forced', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('problems', 'jsonb')
        .execute();
      await db.schema.createIndex('release_history_remote').on('release_history').columns(['remote', 'id']).execute();
      await db.schema
        .createTable('release_failures')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('release_failures_version').on('release_failures').columns(['remote', 'version', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['release_failures', 'release_history', 'release_remotes']) await db.schema.dropTable(table).ifExists().execute();
    },
  },
};
