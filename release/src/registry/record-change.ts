import type { Transaction } from 'kysely';
import { historyRow, type NewEntry } from './history-row';
import { isNotified, type ChangeFacts, type ReleaseEvent } from './release-event';
import type { RegistryTables } from './registry-tables';

/**
 * Writes a change's history entry and, for a live change or a canary's move, the event webhooks
 * are told of, in the transaction that makes the change: an event is sent if and only if the
 * change happened, whichever process made it (webhooks/deliver-webhooks.ts sends it).
 */
export async function recordChange(trx: Transaction<RegistryTables>, remote: string, entry: NewEntry, facts: ChangeFacts): Promise<void> {
  await trx.insertInto('release_history').values(historyRow(remote, entry)).execute();
  if (!isNotified(entry.action)) return;
  const event: ReleaseEvent = {
    event: entry.action,
    remote,
    version: entry.version,
    previous: facts.previous ?? null,
    percent: facts.percent,
    by: entry.by,
    reason: entry.reason ?? null,
    ...(facts.stage && { stage: facts.stage }),
  };
  await trx.insertInto('release_webhook_outbox').values({ event: JSON.stringify(event) }).execute();
}
