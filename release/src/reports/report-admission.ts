import { createHash } from 'node:crypto';
import { sql } from 'kysely';

/** A report whose token checked out, before it is counted. */
export interface AdmittedReport {
  /** The visitor's cookie value: stored hashed. */
  visitor: string;
  network: string;
  /** The token's nonce, and when it expires. */
  nonce: string;
  expiresAt: Date;
}

/** What became of a report: counted, a token already used for that outcome, or over its network's limit. */
export type ReportCount = 'counted' | 'replayed' | 'limited';

/** Every kind of report a token counts once for. */
export type ReportOutcome = 'load' | 'failure' | 'vitals';

export const hashVisitor = (visitor: string) => createHash('sha256').update(visitor).digest('base64url').slice(0, 22);

/**
 * The first two steps of counting any report, as common table expressions for one statement: the
 * network's reports this minute (every instance sees the same), then the token's use for this
 * outcome. `fresh` has a row only when both let the report count; the statement's last step
 * inserts the report from it, and selects `admissionResult`'s columns.
 */
export const admission = (report: AdmittedReport, outcome: ReportOutcome, reportsPerMinute: number) => sql`
  window_count as (
    insert into release_report_limits (network, window_start, reports)
    values (${report.network}, date_trunc('minute', now()), 1)
    on conflict (network, window_start) do update set reports = release_report_limits.reports + 1
    returning reports
  ), fresh as (
    insert into release_report_tokens (nonce, outcome, expires_at)
    select ${report.nonce}, ${outcome}, ${report.expiresAt} from window_count where reports <= ${reportsPerMinute}
    on conflict do nothing
    returning 1
  )`;

/** Reads the statement's answer: `reports` this minute, and how many rows the last step `counted`. */
export function admissionResult(row: { reports: number; counted: string } | undefined, reportsPerMinute: number): ReportCount {
  if (!row || row.reports > reportsPerMinute) return 'limited';
  return Number(row.counted) > 0 ? 'counted' : 'replayed';
}
