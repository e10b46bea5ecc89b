import type { BenchReport, Row } from './report';

/** The comments around the latest-results section of docs/performance.md, which each bench run rewrites. */
export const LATEST_START = '<!-- bench:latest:start -->';
export const LATEST_END = '<!-- bench:latest:end -->';

/**
 * `document` with the text between its two markers replaced by `section`; the markers and
 * everything outside them are kept as they are. Throws when the markers are missing, repeated or
 * out of order, so that a run never writes its results into the wrong place.
 */
export function replaceLatestSection(document: string, section: string): string {
  const start = document.indexOf(LATEST_START);
  const end = document.indexOf(LATEST_END);
  if (start === -1 || end === -1) throw new Error(`The document has no ${LATEST_START} … ${LATEST_END} section.`);
  if (end < start) throw new Error(`${LATEST_END} comes before ${LATEST_START}.`);
  if (document.indexOf(LATEST_START, start + 1) !== -1 || document.indexOf(LATEST_END, end + 1) !== -1) {
    throw new Error('The document has more than one latest-results section.');
  }
  const before = document.slice(0, start + LATEST_START.length);
  const after = document.slice(end);
  return `${before}\n\n${section.trim()}\n\n${after}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const fmt = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : String(Math.round(value * 100) / 100));

/** `home: Lighthouse LCP` → figure `Lighthouse LCP`, part `home`; `warm home → listing` → `warm route change`, `home → listing`. */
function figureOf(metric: string): { figure: string; part: string } {
  const perRoute = /^([^:]+): (.+)$/.exec(metric);
  if (perRoute) return { figure: perRoute[2]!, part: perRoute[1]! };
  if (metric.startsWith('warm ')) return { figure: 'warm route change', part: metric.slice('warm '.length) };
  return { figure: metric, part: '' };
}

/**
 * The latest-results section for docs/performance.md: one table, each figure of the run with the
 * three sites' medians (routes or steps side by side), then every target with its verdict.
 */
export function latestResultsMarkdown(report: BenchReport): string {
  const groups = new Map<string, { figure: string; unit: string; parts: string[]; rows: Row[] }>();
  for (const row of report.rows) {
    const { figure, part } = figureOf(row.metric);
    const key = `${figure} (${row.unit})`;
    const group = groups.get(key) ?? { figure, unit: row.unit, parts: [], rows: [] };
    if (part) group.parts.push(part);
    group.rows.push(row);
    groups.set(key, group);
  }
  const values = (rows: Row[], pick: (row: Row) => number | undefined) =>
    rows.every((row) => pick(row) === undefined) ? '' : rows.map((row) => fmt(pick(row))).join(' / ');
  const figureRows = [...groups.values()].map((group) => {
    const name = [group.figure, group.parts.join(' / ')].filter(Boolean).join(', ') + (group.unit ? ` (${group.unit})` : '');
    return [name, values(group.rows, (row) => row.federated), values(group.rows, (row) => row.clientRendered), values(group.rows, (row) => row.monolith), ''].map(cell);
  });
  const targetRows = report.targets.map((target) => {
    const verdict = target.pass ? 'met' : '**not met**';
    return [target.name, '', '', '', `${target.limit}: ${verdict} (${target.measured})`].map(cell);
  });
  const commit = report.commit ? `, commit \`${report.commit}\`` : '';
  return [
    `Run of ${report.date}${commit}: medians of ${report.runs} runs, written by \`pnpm bench\`. ${report.profile}`,
    '',
    alignedTable([['figure', 'server-rendered', 'client-rendered', 'SSR monolith', 'target'], ...figureRows, ...targetRows]),
  ].join('\n');
}

/** A Markdown table with its columns padded to their widest cell, as Prettier writes it. */
export function alignedTable(rows: string[][]): string {
  const width = (text: string) => [...text].length;
  const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => width(row[column] ?? ''))));
  const line = (cells: string[]) =>
    `| ${widths.map((size, column) => (cells[column] ?? '') + ' '.repeat(size - width(cells[column] ?? ''))).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((size) => '-'.repeat(size))), ...rows.slice(1).map(line)].join('\n');
}
