import { pino } from 'pino';
import { migrateDatabase } from './migrate-database';

// The deployment's migrations job (`storefront migrate` in the image): every schema brought up to
// date in DATABASE_URL, then exit, 0 when done. It never starts the embedded database: a job that
// migrated a throwaway server would let the real one's processes start on an old schema.
const log = pino({ name: 'migrations', level: process.env.LOG_LEVEL?.trim() || 'info' });
const url = process.env.DATABASE_URL?.trim();
if (!url) {
  log.error('DATABASE_URL is not set: name the PostgreSQL server to migrate.');
  process.exit(2);
}
try {
  const ran = await migrateDatabase(url);
  log.info({ ran }, 'every schema is up to date');
} catch (error) {
  log.error({ err: error }, 'migrations failed');
  process.exitCode = 1;
}
