import { escapeUnprintable } from '@storefront/platform';
import { sql, type Kysely } from 'kysely';
import type { ApiTables } from '../../database/api-tables';

export interface QueryCount {
  query: string;
  searches: number;
  /** The products the latest of these searches found. */
  lastResultCount: number;
}

export interface SearchReport {
  since: Date;
  top: QueryCount[];
  empty: QueryCount[];
}

/** The most made searches since a time, and the most made of those that found nothing. */
export async function searchReport(db: Kysely<ApiTables>, since: Date, limit: number): Promise<SearchReport> {
  const counted = (onlyEmpty: boolean) => sql<QueryCount>`
    select query, count(*)::int as searches,
      (array_agg(result_count order by searched_at desc))[1] as "lastResultCount"
    from search_log
    where searched_at >= ${since} ${onlyEmpty ? sql`and result_count = 0` : sql``}
    group by query order by searches desc, query limit ${limit}
  `.execute(db);
  const [top, empty] = await Promise.all([counted(false), counted(true)]);
  return { since, top: top.rows, empty: empty.rows };
}

/** Plain text for a terminal; what visitors typed is escaped where unprintable. */
export function formatSearchReport({ since, top, empty }: SearchReport): string {
  const table = (rows: QueryCount[], withResults: boolean) =>
    rows.length === 0
      ? '  (none)'
      : rows
          .map((row) => `  ${String(row.searches).padStart(8)}  ${withResults ? `${String(row.lastResultCount).padStart(8)}  ` : ''}${escapeUnprintable(row.query)}`)
          .join('\n');
  return [
    `Searches since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    'Top queries',
    '  Searches   Results  Query',
    table(top, true),
    '',
    'Queries that found nothing',
    `  ${'Searches'}  Query`,
    table(empty, false),
  ].join('\n');
}
