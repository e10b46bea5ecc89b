// Lists the stored support requests: `pnpm --filter @storefront/api support-requests [--json]`.
import { hasTable, runDatabaseCommand } from '../database/run-database-command';
import { formatSupportRequestsJson, formatSupportRequestsTable } from './format-support-requests';
import { SupportRequestStore } from './support-request-store';

const USAGE = `Usage: pnpm --filter @storefront/api support-requests [--json]

Lists the support requests the API has stored, oldest first.
  --json   print every field of every request as JSON
Reads DATABASE_URL, else the embedded database in DATA_DIR (default: <repo>/.data).`;

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--json');
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
} else if (unknown.length > 0) {
  console.error(`Unknown option: ${unknown.join(' ')}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  runDatabaseCommand('storefront-support-requests', 'Could not read the support requests', async (db) => {
    const records = (await hasTable(db, 'support_requests')) ? await new SupportRequestStore(db).list() : [];
    if (args.includes('--json')) console.log(formatSupportRequestsJson(records));
    else if (records.length === 0) console.log('No support requests stored yet.');
    else console.log(`${formatSupportRequestsTable(records)}\n\n${records.length} support request(s)`);
    return 0;
  });
}
