import { connect } from '@storefront/platform';
import { sql } from 'kysely';

/** A page view's Core Web Vitals as the site counted them. */
export interface CountedPageView {
  id: number;
  version: string;
  lcp: number | null;
}

/**
 * The page views of `remote` the site's release beacon counted after row `afterId`, oldest first,
 * read from its database. A page sends its vitals as it is left, and a browser automation tool
 * sees no request of a page that is being unloaded: the site's count is where they show.
 */
export async function countedPageViews(databaseUrl: string, remote: string, afterId = 0): Promise<CountedPageView[]> {
  const db = connect<object>({ url: databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await sql<{ id: string; version: string; lcp: number | null }>`
      select id, version, lcp from release_vitals where remote = ${remote} and id > ${afterId} order by id`.execute(db);
    return rows.map((row) => ({ id: Number(row.id), version: row.version, lcp: row.lcp }));
  } finally {
    await db.destroy();
  }
}
