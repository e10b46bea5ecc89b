// Lists the stored support requests: `pnpm --filter @storefront/api support-requests [--json]`.
import { connect, databaseFromEnv } from '@storefront/platform';
import type { ApiTables } from '../database/api-tables';
import { formatSupportRequestsJson, formatSupportRequestsTable } from './format-support-requests';
import { SupportRequestStore } from './support-request-store';

const USAGE = `Usage: pnpm --filter @storefront/api support-requests [--json]

Lists the support requests the API has stored, oldest first.
  --json   print every field of every request as JSON
Reads DATABASE_URL, else the embedded database in DATA_DIR (default: <repo>/.data).`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    console.error(`Unknown option: ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }

  const database = await databaseFromEnv(process.env);
  const db = connect<ApiTables>({ url: database.url, maxConnections: 1, applicationName: 'storefront-support-requests' });
  try {
    const hasTable = await db.introspection.getTables().then((tables) => tables.some((table) => table.name === 'support_requests'));
    const records = hasTable ? await new SupportRequestStore(db).list() : [];
    if (args.includes('--json')) console.log(formatSupportRequestsJson(records));
    else if (records.length === 0) console.log('No support requests stored yet.');
    else console.log(`${formatSupportRequestsTable(records)}\n\n${records.length} support request(s)`);
    return 0;
  } finally {
    await db.destroy();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Could not read the support requests: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
