import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migrations } from '@storefront/platform';
import { catalogueSearchMigration } from './catalogue-search-migration';
import { searchTableMigration } from './search-table-migration';

// The API's schema, one migration per change, in name order. A migration that has run is never
// edited: a change is a new one.

export const apiMigrations: Migrations = {
  '0001-catalogue-policies-users-sessions-support-requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull().unique())
        .execute();
      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('category_id', 'integer', (column) => column.notNull().references('categories.id'))
        .addColumn('images', 'jsonb', (column) => column.notNull())
        .addColumn('additional_images', 'jsonb', (column) => column.notNull())
        .addColumn('price', 'integer', (column) => column.notNull().check(sql`price > 0`))
        .addColumn('discounted_price', 'integer', (column) => column.check(sql`discounted_price > 0 and discounted_price < price`))
        .addColumn('stock', 'integer', (column) => column.notNull().check(sql`stock >= 0`))
        .addColumn('short_description', 'text')
        .addColumn('description', 'text')
        .addColumn('features', 'jsonb', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('products_category_id').on('products').column('category_id').execute();
      await db.schema
        .createTable('policies')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('policy_name', 'text', (column) => column.notNull().unique())
        .addColumn('content', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'jsonb', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('ended_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
      await db.schema
        .createTable('support_requests')
        .addColumn('reference', 'text', (column) => column.primaryKey())
        .addColumn('submission_id', 'text', (column) => column.unique())
        .addColumn('sequence', 'bigserial', (column) => column.notNull().unique())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('full_name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('order_number', 'text')
        .addColumn('product_model', 'text', (column) => column.notNull())
        .addColumn('issue', 'text', (column) => column.notNull())
        .addColumn('preferred_contact', 'text', (column) => column.notNull())
        .addColumn('best_time', 'text')
        .addColumn('comments', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['support_requests', 'sessions', 'users', 'policies', 'products', 'categories']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  // Idle expiry needs to know when a session was last used; a login back-off per account needs
  // its failures counted where every API instance sees them.
  '0002-session-last-seen-login-failures': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('login_failures')
        .addColumn('account', 'text', (column) => column.primaryKey())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addColumn('locked_until', 'timestamptz')
        .addColumn('last_failure_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('login_failures_last_failure_at').on('login_failures').column('last_failure_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('login_failures').ifExists().execute();
      await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
      },
    },
  '0003-support-request-senders': {
    async up(db: Kysely<unknown>) {
      // The key of the senders' hashes (support/sender-key.ts): made once, here, so every API
      // instance on this database hashes an address alike and the limits hold across them.
      await db.schema
        .createTable('api_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
      const key = randomBytes(32).toString('base64');
      await sql`insert into api_secrets (name, value) values ('support-sender-key', ${key})`.execute(db);
      // Who sent a request (a keyed hash of the address, never the address) and how many bytes it
      // stored: what the per-address limits count. Rows stored before have neither, and count for no one.
      await db.schema.alterTable('support_requests').addColumn('sender', 'text').execute();
      await db.schema
        .alterTable('support_requests')
        .addColumn('stored_bytes', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('support_requests_sender_created_at').on('support_requests').columns(['sender', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('support_requests_sender_created_at').ifExists().execute();
      await db.schema.alterTable('support_requests').dropColumn('stored_bytes').execute();
      await db.schema.alterTable('support_requests').dropColumn('sender').execute();
      await db.schema.dropTable('api_secrets').ifExists().execute();
    },
  },
  // Failed logins counted per account and client (its network, or a device the account signed in
  // from), so guesses from elsewhere never lock the owner out; and when the client last signed in. login_failures stays for instances
  // of the previous version while a rolling upgrade runs; a later migration drops it.
  '0004-login-throttles-per-client': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_throttles')
        .addColumn('account', 'text', (column) => column.notNull())
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addColumn('locked_until', 'timestamptz')
        .addColumn('last_failure_at', 'timestamptz')
        .addColumn('signed_in_at', 'timestamptz')
        .addPrimaryKeyConstraint('login_throttles_pkey', ['account', 'client'])
        .execute();
      await db.schema.createIndex('login_throttles_last_failure_at').on('login_throttles').column('last_failure_at').execute();
      // The key that signs device cookies and hashes the clients the table keeps (auth/login-clients.ts).
      const key = randomBytes(32).toString('base64');
      await sql`insert into api_secrets (name, value) values ('login-client-key', ${key})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from api_secrets where name = 'login-client-key'`.execute(db);
      await db.schema.dropTable('login_throttles').ifExists().execute();
    },
  },
  // Search, facets, sorts and pages over a catalogue of 100,000 products; the searches people make.
  '0005-catalogue-search': catalogueSearchMigration,
  // Search reads a narrow copy of each product, small enough to stay in memory at 100,000.
  '0006-product-search-table': searchTableMigration,
};
