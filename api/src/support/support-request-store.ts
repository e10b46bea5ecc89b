import { sql, type Kysely } from 'kysely';
import type { SupportRequest } from '@storefront/shared/support-request-rules';
import type { ApiTables, SupportRequestRow } from '../database/api-tables';
import type { StoredSupportRequest } from './stored-support-request';
import { senderHasher } from './sender-key';
import { newSupportReference } from './support-reference';
import { checkSupportLimits, DEFAULT_SUPPORT_LIMITS, LIMIT_WINDOW_MS, storedBytes, type SupportLimits } from './support-limits';

export type SubmitResult =
  /** Stored now. */
  | { outcome: 'stored'; record: StoredSupportRequest }
  /** The same submission came before (its answer was lost): it keeps its reference. */
  | { outcome: 'repeated'; record: StoredSupportRequest }
  /** The submission id came before with other content: nothing is stored. */
  | { outcome: 'conflict' }
  /** The sender has stored as many requests, or bytes, as it may for now: nothing is stored. */
  | { outcome: 'limited'; limit: 'requests' | 'bytes'; retryAfterSeconds: number };

const UNIQUE_VIOLATION = '23505';
/** The first key of the per-sender advisory locks (any number no other lock of the API uses). */
const SENDER_LOCK = 7_212_027;

function toRecord(row: SupportRequestRow): StoredSupportRequest {
  const optional = <T>(value: T | null) => value ?? undefined;
  return {
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    submissionId: optional(row.submission_id),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    orderNumber: optional(row.order_number),
    productModel: row.product_model,
    issue: row.issue,
    preferredContact: row.preferred_contact as StoredSupportRequest['preferredContact'],
    bestTime: optional(row.best_time) as StoredSupportRequest['bestTime'],
    comments: optional(row.comments),
  };
}

const CONTENT = ['fullName', 'email', 'phone', 'orderNumber', 'productModel', 'issue', 'preferredContact', 'bestTime', 'comments'] as const;
const sameContent = (stored: StoredSupportRequest, sent: SupportRequest) =>
  CONTENT.every((field) => (stored[field] ?? undefined) === (sent[field] ?? undefined));

function findSubmission(db: Kysely<ApiTables>, submissionId: string): Promise<SupportRequestRow | undefined> {
  return db.selectFrom('support_requests').selectAll().where('submission_id', '=', submissionId).executeTakeFirst();
}

/** The answer to a submission id seen before: its reference if the content is the same. */
function repeatOf(earlier: SupportRequestRow | undefined, request: SupportRequest): SubmitResult {
  if (!earlier) throw new Error('support request submission id taken, but its row is gone');
  const record = toRecord(earlier);
  return sameContent(record, request) ? { outcome: 'repeated', record } : { outcome: 'conflict' };
}

/**
 * Support requests are rows: acknowledged once committed, each submission stored once, and each
 * sender held to its limits (support-limits.ts) by the database, so any number of API instances
 * agree. Nothing is kept in memory between requests.
 */
export class SupportRequestStore {
  private readonly hashSender: (address: string) => Promise<string>;

  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly limits: SupportLimits = DEFAULT_SUPPORT_LIMITS,
  ) {
    this.hashSender = senderHasher(db);
  }

  /** Stores a request from the client at `address`, unless it repeats one or the sender is over a limit. */
  async submit(request: SupportRequest, address: string): Promise<SubmitResult> {
    const sender = await this.hashSender(address);
    const bytes = storedBytes(request);
    for (;;) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          // One submission at a time per sender, whichever instance takes it: two sent at once
          // cannot both fit under the cap.
          await sql`select pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${sender}))`.execute(trx);
          // A retry of a stored submission gets its reference back, and is not counted again.
          const earlier = request.submissionId ? await findSubmission(trx, request.submissionId) : undefined;
          if (earlier) return repeatOf(earlier, request);
          const now = new Date();
          const recent = await trx
            .selectFrom('support_requests')
            .select(['created_at', 'stored_bytes'])
            .where('sender', '=', sender)
            .where('created_at', '>', new Date(now.getTime() - LIMIT_WINDOW_MS))
            .orderBy('created_at')
            .execute();
          const check = checkSupportLimits(this.limits, recent.map((row) => ({ createdAt: row.created_at, bytes: row.stored_bytes })), bytes, now);
          if (!check.allowed) return { outcome: 'limited', limit: check.limit, retryAfterSeconds: check.retryAfterSeconds };
          const row = await trx
            .insertInto('support_requests')
            .values({
              // The primary key: the odd clash of two random suffixes is retried below.
              reference: newSupportReference(now),
              submission_id: request.submissionId ?? null,
              created_at: now,
              full_name: request.fullName,
              email: request.email,
              phone: request.phone,
              order_number: request.orderNumber ?? null,
              product_model: request.productModel,
              issue: request.issue,
              preferred_contact: request.preferredContact,
              best_time: request.bestTime ?? null,
              comments: request.comments ?? null,
              sender,
              stored_bytes: bytes,
            })
            .onConflict((conflict) => conflict.column('submission_id').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (row) return { outcome: 'stored', record: toRecord(row) } as const;
          // Nothing inserted: the same submission id arrived at the same moment from another address.
          return repeatOf(await findSubmission(trx, request.submissionId ?? ''), request);
        });
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) continue;
        throw error;
      }
    }
  }

  /** Every stored request, oldest first. */
  async list(): Promise<StoredSupportRequest[]> {
    const rows = await this.db.selectFrom('support_requests').selectAll().orderBy('sequence').execute();
    return rows.map(toRecord);
  }
}
