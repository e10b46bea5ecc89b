import { SupportRequestStore, type ApiTables, type StoredSupportRequest } from '@storefront/api';
import { connect } from '@storefront/platform';

/** What a site's API stored, read from its database as support staff would list it. */
export async function storedSupportRequests(databaseUrl: string): Promise<StoredSupportRequest[]> {
  const db = connect<ApiTables>({ url: databaseUrl, maxConnections: 1 });
  try {
    return await new SupportRequestStore(db).list();
  } finally {
    await db.destroy();
  }
}
