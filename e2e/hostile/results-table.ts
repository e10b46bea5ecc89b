/** One line of the suite's table: what was checked, what was measured, and whether it met its target. */
export interface Row {
  scenario: string;
  check: string;
  figure: string;
  target: string;
  pass: boolean;
}

const COLUMNS = ['scenario', 'check', 'figure', 'target', 'verdict'] as const;
const cells = (row: Row) => [
  row.scenario,
  row.check,
  row.figure,
  row.target,
  row.pass ? 'pass' : 'FAIL',
];

/** Columns padded to their widest cell, for the terminal. */
export function formatTable(rows: readonly Row[]): string {
  const lines = [[...COLUMNS], ...rows.map(cells)];
  const widths = COLUMNS.map((_, index) => Math.max(...lines.map((line) => line[index]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [
    line(lines[0]!),
    line(widths.map((width) => '-'.repeat(width))),
    ...lines.slice(1).map(line),
  ].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** The same table as Markdown, with the lines that say where and how it was measured. */
export function toMarkdown(rows: readonly Row[], about: readonly string[]): string {
  return [
    '# Hostile-traffic suite: latest figures',
    '',
    ...about.map((line) => `${line}  `),
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${cells(row).map(escapeCell).join(' | ')} |`),
    '',
  ].join('\n');
}

/** A row for a scenario that could not run to the end: it fails, and says why. */
export function brokenRow(scenario: string, error: unknown): Row {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    scenario,
    check: 'scenario ran to the end',
    figure: reason.split('\n')[0]!.slice(0, 120),
    target: 'no error',
    pass: false,
  };
}
