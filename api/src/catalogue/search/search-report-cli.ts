// The searches visitors make: `pnpm --filter @storefront/api search-report [--days 7] [--limit 20]`.
import { parseArgs } from 'node:util';
import { hasTable, runDatabaseCommand } from '../../database/run-database-command';
import { formatSearchReport, searchReport } from './search-report';

const USAGE = `Usage: pnpm --filter @storefront/api search-report [--days N] [--limit N]

Lists the most made searches and the searches that found nothing.
  --days N    over the last N days (default 7)
  --limit N   at most N queries in each list (default 20)
Reads DATABASE_URL, else the embedded database in DATA_DIR (default: <repo>/.data).`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`--${name} must be a whole number above 0, not "${text}"`);
  return value;
}

function readOptions(args: string[]): { days: number; limit: number } | 'help' {
  const { values } = parseArgs({ args, options: { days: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return 'help';
  return { days: positive('days', values.days, 7), limit: positive('limit', values.limit, 20) };
}

let options: ReturnType<typeof readOptions> | undefined;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exitCode = 2;
}
if (options === 'help') console.log(USAGE);
else if (options) {
  const { days, limit } = options;
  runDatabaseCommand('storefront-search-report', 'Could not read the search log', async (db) => {
    const since = new Date(Date.now() - days * 86_400_000);
    console.log((await hasTable(db, 'search_log')) ? formatSearchReport(await searchReport(db, since, limit)) : 'No searches recorded yet.');
    return 0;
  });
}
