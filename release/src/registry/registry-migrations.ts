import { randomBytes } from 'node:crypto';
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
  // Each published version with its public manifest URL and files; per-team tokens; withdrawals.
  '0002-versions-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_versions')
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('manifest_url', 'text', (column) => column.notNull())
        .addColumn('files', 'jsonb', (column) => column.notNull())
        .addColumn('published_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('published_by', 'text', (column) => column.notNull())
        .addColumn('withdrawn_at', 'timestamptz')
        .addPrimaryKeyConstraint('release_versions_pkey', ['remote', 'version'])
        .execute();
      await db.schema
        .createTable('release_tokens')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('label', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('team', 'release-manager')`))
        .addColumn('remote', 'text')
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('revoked_at', 'timestamptz')
        .addCheckConstraint('release_tokens_team_has_remote', sql`role <> 'team' or remote is not null`)
        .execute();
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from release_history where action in ('withdraw', 'refused')`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback'))`.execute(db);
      for (const table of ['release_tokens', 'release_versions']) await db.schema.dropTable(table).ifExists().execute();
    },
  },
  // Page loads and failures browsers report, per version: rates, and the last known good.
  '0003-version-stats': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_version_stats')
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('loads', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('failures', 'bigint', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('release_version_stats_pkey', ['remote', 'version'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_version_stats').ifExists().execute();
    },
  },
  // A canary per remote: a share of visitors runs a candidate while the rest stay on the live
  // version. The baseline is the version's figures when the canary started, so only what the
  // canary ran counts towards its rate.
  '0004-canaries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_canaries')
        .addColumn('remote', 'text', (column) => column.primaryKey())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('percent', 'integer', (column) => column.notNull().check(sql`percent between 1 and 99`))
        .addColumn('auto_rollback', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('started_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('started_by', 'text', (column) => column.notNull())
        .addColumn('baseline_loads', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('baseline_failures', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from release_history where action in ('canary', 'complete', 'end-canary', 'auto-rollback')`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused'))`.execute(db);
      await db.schema.dropTable('release_canaries').ifExists().execute();
    },
  },
  // Checks a release manager chose to skip (the smoke render), recorded with the move they allowed.
  '0005-history-skipped-checks': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('release_history').addColumn('skipped', 'jsonb').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('release_history').dropColumn('skipped').execute();
    },
  },
  // Reports count only with a token the site signed for the visitor and version it served, once
  // per token and outcome, per distinct visitor and client network (reports/). Limits on
  // reports are counted here too, so every instance of the site agrees on them. The counters of
  // 0003 and the failure list of 0001 counted requests, which anyone could send: they go.
  '0006-report-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_reports')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull().check(sql`outcome in ('load', 'failure')`))
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('release_reports_version').on('release_reports').columns(['remote', 'version', 'at']).execute();
      await db.schema.createIndex('release_reports_at').on('release_reports').column('at').execute();
      await db.schema
        .createTable('release_report_tokens')
        .addColumn('nonce', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint('release_report_tokens_pkey', ['nonce', 'outcome'])
        .execute();
      await db.schema.createIndex('release_report_tokens_expiry').on('release_report_tokens').column('expires_at').execute();
      await db.schema
        .createTable('release_report_limits')
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('window_start', 'timestamptz', (column) => column.notNull())
        .addColumn('reports', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('release_report_limits_pkey', ['network', 'window_start'])
        .execute();
      await db.schema
        .createTable('release_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'bytea', (column) => column.notNull())
        .execute();
      await db.schema.alterTable('release_versions').addColumn('figures_since', 'timestamptz').execute();
      await db.schema.dropTable('release_version_stats').execute();
      await db.schema.dropTable('release_failures').execute();
      await db.schema.alterTable('release_canaries').dropColumn('baseline_loads').dropColumn('baseline_failures').execute();
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from release_history where action = 'reset-figures'`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback'))`.execute(db);
      await db.schema.alterTable('release_versions').dropColumn('figures_since').execute();
      await db.schema
        .alterTable('release_canaries')
        .addColumn('baseline_loads', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('baseline_failures', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();
      for (const table of ['release_secrets', 'release_report_limits', 'release_report_tokens', 'release_reports']) await db.schema.dropTable(table).ifExists().execute();
      await db.schema
        .createTable('release_version_stats')
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('loads', 'bigint', (column) => column.notNull().defaultTo(0))
        .addColumn('failures', 'bigint', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('release_version_stats_pkey', ['remote', 'version'])
        .execute();
      await db.schema
        .createTable('release_failures')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  // Every gate run is recorded, verify included; wrong release tokens are counted per client
  // network and minute here, so that every instance of the release service limits them alike.
  '0007-verify-history': {
    async up(db: Kysely<unknown>) {
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures', 'verify'))`.execute(db);
      await db.schema
        .createTable('release_auth_failures')
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('window_start', 'timestamptz', (column) => column.notNull())
        .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('release_auth_failures_pkey', ['network', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_auth_failures').ifExists().execute();
      await sql`delete from release_history where action = 'verify'`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures'))`.execute(db);
    },
  },
  // Preview links (preview/): one row per link, so one can be listed and revoked; the key that
  // signs them when PREVIEW_SECRET is not set, made once here (in release_secrets, 0006) so every
  // process on this database signs and checks alike; their creation and revocation in history.
  '0008-preview-links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_preview_links')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('revoked_by', 'text')
        .execute();
      await sql`insert into release_secrets (name, value) values ('preview-link-key', ${randomBytes(32)})`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures', 'verify', 'preview', 'revoke-preview'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from release_history where action in ('preview', 'revoke-preview')`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures', 'verify'))`.execute(db);
      await sql`delete from release_secrets where name = 'preview-link-key'`.execute(db);
      await db.schema.dropTable('release_preview_links').ifExists().execute();
    },
  },
  // Rolling releases: a canary with a plan of stages advances by itself (commands/rolling-release.ts).
  // Webhooks: every live change and canary move is written, in the transaction that makes it, to
  // an outbox the site's tick delivers from (webhooks/), so none is lost to a crash or a receiver
  // that is down.
  '0009-rolling-stages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('release_canaries')
        .addColumn('stages', sql`integer[]`)
        .addColumn('stage', 'integer')
        .addColumn('step_seconds', 'integer')
        .addColumn('next_step_at', 'timestamptz')
        .execute();
      await sql`alter table release_canaries add constraint release_canaries_plan_check
        check (stages is null or (stage is not null and step_seconds > 0 and next_step_at is not null))`.execute(db);
      await db.schema
        .createTable('release_webhook_outbox')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('event', 'jsonb', (column) => column.notNull())
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('delivered_to', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
        .addColumn('last_error', 'text')
        .addColumn('done_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('release_webhook_outbox_pending')
        .on('release_webhook_outbox')
        .column('next_attempt_at')
        .where(sql.ref('done_at'), 'is', null)
        .execute();
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures', 'verify', 'preview', 'revoke-preview', 'canary-stage'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from release_history where action = 'canary-stage'`.execute(db);
      await sql`alter table release_history drop constraint release_history_action_check`.execute(db);
      await sql`alter table release_history add constraint release_history_action_check
        check (action in ('publish', 'promote', 'rollback', 'withdraw', 'refused', 'canary', 'complete', 'end-canary', 'auto-rollback', 'reset-figures', 'verify', 'preview', 'revoke-preview'))`.execute(db);
      await db.schema.dropTable('release_webhook_outbox').ifExists().execute();
      await sql`alter table release_canaries drop constraint release_canaries_plan_check`.execute(db);
      await db.schema.alterTable('release_canaries').dropColumn('stages').dropColumn('stage').dropColumn('step_seconds').dropColumn('next_step_at').execute();
    },
  },
  // Each page view's Core Web Vitals, counted as reports are (a token once, per network), so a
  // version's speed is what its real visitors saw (reports/vitals-store.ts).
  '0010-web-vitals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_vitals')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('lcp', 'double precision')
        .addColumn('inp', 'double precision')
        .addColumn('cls', 'double precision')
        .addColumn('ttfb', 'double precision')
        .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('release_vitals_version').on('release_vitals').columns(['remote', 'version', 'at']).execute();
      await db.schema.createIndex('release_vitals_at').on('release_vitals').column('at').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from release_report_tokens where outcome = 'vitals'`.execute(db);
      await db.schema.dropTable('release_vitals').ifExists().execute();
    },
  },
  // Gate runs as jobs a release worker claims (worker/), so no process that serves visitors runs
  // a browser; and the commit, branch and build a version was made from, when its build knew them.
  '0011-gate-jobs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_gate_jobs')
        .addColumn('id', 'bigserial', (column) => column.primaryKey())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('skip_smoke', 'boolean', (column) => column.notNull().defaultTo(false))
        .addColumn('state', 'text', (column) => column.notNull().defaultTo('queued').check(sql`state in ('queued', 'running', 'done')`))
        .addColumn('queued_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('worker', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('heartbeat_at', 'timestamptz')
        .addColumn('outcome', 'jsonb')
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('release_gate_jobs_unfinished').on('release_gate_jobs').column('id').where(sql.ref('state'), '<>', 'done').execute();
      await db.schema
        .alterTable('release_versions')
        .addColumn('source_commit', 'text')
        .addColumn('source_branch', 'text')
        .addColumn('source_build', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('release_versions').dropColumn('source_commit').dropColumn('source_branch').dropColumn('source_build').execute();
      await db.schema.dropTable('release_gate_jobs').ifExists().execute();
    },
  },
};
