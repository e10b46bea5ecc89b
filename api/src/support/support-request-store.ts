import type { Kysely } from 'kysely';
import type { SupportRequest } from '@storefront/shared/support-request-rules';
import type { ApiTables, SupportRequestRow } from '../database/api-tables';
import type { StoredSupportRequest } from './stored-support-request';
import { newSupportReference } from './support-reference';

export type SubmitResult =
  /** Stored now. */
  | { outcome: 'stored'; record: StoredSupportRequest }
  /** The same submission came before (its answer was lost): it keeps its reference. */
  | { outcome: 'repeated'; record: StoredSupportRequest }
  /** The submission id came before with other content: nothing is stored. */
  | { outcome: 'conflict' };

const UNIQUE_VIOLATION = '23505';

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

/** Support requests are rows: acknowledged once committed, each submission stored once. */
export class SupportRequestStore {
  constructor(private readonly db: Kysely<ApiTables>) {}

  async submit(request: SupportRequest): Promise<SubmitResult> {
    for (;;) {
      const now = new Date();
      try {
        const row = await this.db
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
          })
          .onConflict((conflict) => conflict.column('submission_id').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row) return { outcome: 'stored', record: toRecord(row) };
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) continue;
        throw error;
      }
      // Nothing inserted: this submission id is taken.
      const earlier = await this.db
        .selectFrom('support_requests')
        .selectAll()
        .where('submission_id', '=', request.submissionId ?? '')
        .executeTakeFirstOrThrow();
      const record = toRecord(earlier);
      return sameContent(record, request) ? { outcome: 'repeated', record } : { outcome: 'conflict' };
    }
  }

  /** Every stored request, oldest first. */
  async list(): Promise<StoredSupportRequest[]> {
    const rows = await this.db.selectFrom('support_requests').selectAll().orderBy('sequence').execute();
    return rows.map(toRecord);
  }
}
