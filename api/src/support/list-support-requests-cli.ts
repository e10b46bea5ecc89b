// Lists the stored support requests: `pnpm --filter @storefront/api support-requests [--json]`.
import { readDataDir } from '../config/read-api-config';
import { formatSupportRequestsTable } from './format-support-requests';
import { readSupportRequests, supportRequestsFile } from './support-request-log';

const USAGE = `Usage: pnpm --filter @storefront/api support-requests [--json]

Lists the support requests the API has stored, oldest first.
  --json   print every field of every request as JSON
Reads DATA_DIR (default: <repo>/.data).`;

function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    console.error(`Unknown option: ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }

  const dataDir = readDataDir(process.env);
  const { records, skippedLines } = readSupportRequests(dataDir);
  if (skippedLines > 0) {
    console.error(
      `Warning: ${skippedLines} unreadable line(s) in ${supportRequestsFile(dataDir)} were skipped.`,
    );
  }
  if (args.includes('--json')) {
    console.log(JSON.stringify(records, null, 2));
    return 0;
  }
  if (records.length === 0) {
    console.log(`No support requests stored in ${supportRequestsFile(dataDir)}.`);
    return 0;
  }
  console.log(formatSupportRequestsTable(records));
  console.log(`\n${records.length} support request(s) in ${supportRequestsFile(dataDir)}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(
    `Could not read the support requests: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
