import { createHash } from 'node:crypto';
import { connect } from '../connect';
import { migrateToLatest, type Migrations } from '../migrate';
import type { DatabaseTemplate } from './test-databases';

/**
 * A template with a package's migrations applied (`label` as migrateToLatest takes it). Named by
 * the migrations' text: editing one during development makes a new template on a server that
 * outlives the run (TEST_DATABASE_URL's).
 */
export function migratedTemplate(label: string, migrations: Migrations): DatabaseTemplate {
  const text = Object.entries(migrations).map(([name, migration]) => `${name}\n${String(migration.up)}\n${String(migration.down)}`);
  const digest = createHash('sha256').update(text.join('\n')).digest('hex').slice(0, 16);
  return {
    name: `${label.replace(/[^a-z0-9_]/g, '_')}_${digest}`,
    prepare: async (url) => {
      const db = connect({ url, maxConnections: 1, applicationName: 'test-template' });
      try {
        await migrateToLatest(db, label, migrations);
      } finally {
        await db.destroy();
      }
    },
  };
}
