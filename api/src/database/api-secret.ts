import type { Kysely } from 'kysely';
import type { ApiTables } from './api-tables';

/**
 * Reads one of the values the migrations made once in `api_secrets`, on first use, then keeps it:
 * every instance on the database reads the same value, so all of them hash and sign alike.
 */
export function apiSecret(db: Kysely<ApiTables>, name: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  const read = async () => (await db.selectFrom('api_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
  return () =>
    (value ??= read().catch((error: unknown) => {
      value = undefined; // read again next time: the database may have been away for a moment
      throw error;
    }));
}
