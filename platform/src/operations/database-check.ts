import { sql, type Kysely } from 'kysely';
import type { ReadyCheck } from './readiness';

/** Ready while the database answers a query. */
export const databaseAnswers =
  <Tables>(db: Kysely<Tables>): ReadyCheck =>
  () =>
    sql`select 1`.execute(db).then(
      () => undefined,
      () => 'database unavailable',
    );
