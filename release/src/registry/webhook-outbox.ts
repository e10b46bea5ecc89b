import type { Kysely } from 'kysely';
import type { ReleaseEvent } from './release-event';
import type { RegistryTables } from './registry-tables';

/** An event taken from the outbox to deliver. */
export interface PendingEvent {
  id: string;
  event: ReleaseEvent;
  at: Date;
  /** Attempts made before this one. */
  attempts: number;
  /** Receivers that already have it. */
  deliveredTo: string[];
}

/** What became of an attempt: delivered to all, to try again at a time, or given up. */
export type AttemptOutcome = { deliveredTo: string[]; error: string | null } & ({ done: true } | { done: false; retryAt: Date });

/**
 * The events webhooks are told of (written by record-change.ts), until every receiver has each.
 * Taking events leases them, so several site instances never send one at once; an instance that
 * dies with a lease leaves it to be taken again when the lease runs out.
 */
export class WebhookOutbox {
  constructor(private readonly db: Kysely<RegistryTables>) {}

  /** Up to `limit` events due at `now`, oldest first, leased to the caller until `leaseUntil`. */
  async take(now: Date, leaseUntil: Date, limit: number): Promise<PendingEvent[]> {
    const rows = await this.db
      .updateTable('release_webhook_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where('id', 'in', (eb) =>
        eb.selectFrom('release_webhook_outbox').select('id').where('done_at', 'is', null).where('next_attempt_at', '<=', now).orderBy('id').limit(limit).forUpdate().skipLocked(),
      )
      .returningAll()
      .execute();
    return rows
      .map((row) => ({ id: row.id, event: row.event, at: row.at, attempts: row.attempts, deliveredTo: row.delivered_to }))
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  async settle(id: string, outcome: AttemptOutcome, now: Date): Promise<void> {
    await this.db
      .updateTable('release_webhook_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        delivered_to: outcome.deliveredTo,
        last_error: outcome.error,
        ...(outcome.done ? { done_at: now } : { next_attempt_at: outcome.retryAt }),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** With no receiver configured, pending events are told to nobody: none piles up for later. */
  async dropPending(now: Date): Promise<number> {
    const { numUpdatedRows } = await this.db.updateTable('release_webhook_outbox').set({ done_at: now }).where('done_at', 'is', null).executeTakeFirst();
    return Number(numUpdatedRows);
  }

  /** Forgets events done before `before`. */
  async prune(before: Date): Promise<void> {
    await this.db.deleteFrom('release_webhook_outbox').where('done_at', '<', before).execute();
  }
}
