import { escapeUnprintable } from '@storefront/platform';
import type { StoredSupportRequest } from './stored-support-request';

const ISSUE_EXCERPT_LENGTH = 48;

/** Shortens to `length` characters on one line, marking the cut with '…'. */
export function excerpt(text: string, length: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= length ? oneLine : `${oneLine.slice(0, length - 1)}…`;
}

/** '2026-11-22 14:05 UTC': what a support agent needs, in one fixed zone for everyone. */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const COLUMNS: Array<{
  title: string;
  cell: (request: StoredSupportRequest) => string;
  max: number;
}> = [
  { title: 'Reference', cell: (request) => request.reference, max: 20 },
  { title: 'Received', cell: (request) => formatReceivedAt(request.createdAt), max: 20 },
  { title: 'Name', cell: (request) => request.fullName, max: 24 },
  { title: 'Email', cell: (request) => request.email, max: 32 },
  { title: 'Product model', cell: (request) => request.productModel, max: 24 },
  { title: 'Issue', cell: (request) => request.issue, max: ISSUE_EXCERPT_LENGTH },
];

/**
 * A plain-text table, oldest first, for a terminal. What visitors wrote is escaped where it is
 * unprintable (rows stored before the API refused such characters included), so no request can
 * colour, retitle or rewrite the operator's terminal.
 */
export function formatSupportRequestsTable(requests: readonly StoredSupportRequest[]): string {
  const rows = requests.map((request) =>
    COLUMNS.map((column) => escapeUnprintable(excerpt(column.cell(request), column.max))),
  );
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(COLUMNS.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}

/** Every field of every request as JSON, with what JSON.stringify leaves unescaped (DEL, C1, bidi controls) escaped. */
export function formatSupportRequestsJson(requests: readonly StoredSupportRequest[]): string {
  return escapeUnprintable(JSON.stringify(requests, null, 2), '\n');
}
