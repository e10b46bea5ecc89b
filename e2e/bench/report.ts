import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_TEXT } from './bench-config';
import { latestResultsMarkdown, replaceLatestSection } from './latest-section';
import type { LighthouseResult } from './lighthouse-run';
import { printVariants, variantsMarkdown, type VariantResult } from './variants';

export interface Row {
  metric: string;
  /** The federated site as deployed: pages rendered on the server. */
  federated: number;
  /** The same site with server rendering off: the browser renders the empty page. */
  clientRendered?: number;
  /** The same pages built as one application, also rendered on the server. */
  monolith?: number;
  unit: string;
}

export interface Target {
  name: string;
  measured: string;
  limit: string;
  pass: boolean;
}

export interface BenchReport {
  date: string;
  /** The commit the run measured (`git rev-parse --short HEAD`, marked when the tree had changes). */
  commit?: string;
  profile: string;
  runs: number;
  rows: Row[];
  targets: Target[];
  /** Every Lighthouse run, by site and page (`federated detail`): what the medians hide. */
  lighthouseRuns: Record<string, LighthouseResult[]>;
  details: Record<string, unknown>;
  /** The site without each start-up mechanism (BENCH_VARIANTS); absent when none was measured. */
  variants?: VariantResult[];
}

const ratio = (row: Row) => (row.monolith ? row.federated / row.monolith : Number.NaN);
const clientRatio = (row: Row) => (row.clientRendered ? row.federated / row.clientRendered : Number.NaN);
const fmt = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : String(Math.round(value * 100) / 100));

export function toMarkdown(report: BenchReport): string {
  const lines = [
    `# Benchmark ${report.date}${report.commit ? ` (commit ${report.commit})` : ''}`,
    '',
    `Profile: ${report.profile} Medians of ${report.runs} runs.`,
    '',
    'Federated and monolith pages are rendered on the server; "client-rendered" is the federated site with SERVER_RENDERING=off.',
    '',
    '| metric | federated | client-rendered | monolith | federated / monolith | federated / client-rendered |',
    '|---|---|---|---|---|---|',
    ...report.rows.map(
      (row) =>
        `| ${row.metric} (${row.unit}) | ${fmt(row.federated)} | ${fmt(row.clientRendered)} | ${fmt(row.monolith)} | ${fmt(ratio(row))} | ${fmt(clientRatio(row))} |`,
    ),
    '',
    '| target | measured | limit | result |',
    '|---|---|---|---|',
    ...report.targets.map((target) => `| ${target.name} | ${target.measured} | ${target.limit} | ${target.pass ? 'pass' : 'FAIL'} |`),
    '',
    'Every Lighthouse run, in the order run:',
    '',
    '| site and page | score | TBT (ms) | TTI (ms) |',
    '|---|---|---|---|',
    ...Object.entries(report.lighthouseRuns).map(([name, runs]) => {
      const list = (pick: (run: (typeof runs)[number]) => number) => runs.map((run) => Math.round(pick(run))).join(' / ');
      return `| ${name} | ${list((run) => run.score)} | ${list((run) => run.tbtMs)} | ${list((run) => run.ttiMs)} |`;
    }),
    ...variantsMarkdown(report.variants ?? []),
  ];
  return `${lines.join('\n')}\n`;
}

export function printTable(report: BenchReport): void {
  console.log(`\nProfile: ${PROFILE_TEXT}\n`);
  console.table(
    report.rows.map((row) => ({
      metric: `${row.metric} (${row.unit})`,
      federated: fmt(row.federated),
      'client-rendered': fmt(row.clientRendered),
      monolith: fmt(row.monolith),
      'fed / mono': fmt(ratio(row)),
      'fed / client': fmt(clientRatio(row)),
    })),
  );
  console.table(report.targets.map((target) => ({ target: target.name, measured: target.measured, limit: target.limit, result: target.pass ? 'pass' : 'FAIL' })));
  printVariants(report.variants ?? []);
}

/** Writes the run's results; `updateDocument: false` (a run of some pages only) leaves docs/performance.md alone. */
export function writeReport(root: string, report: BenchReport, updateDocument = true): string {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  writeFileSync(path.join(dir, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
  writeFileSync(path.join(dir, `bench-${stamp}.md`), toMarkdown(report));
  writeFileSync(path.join(dir, 'latest.md'), toMarkdown(report));
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2));
  if (updateDocument) updatePerformanceDoc(root, report);
  return dir;
}

/** Rewrites the latest-results section of docs/performance.md with this run; the rest of the file stays. */
export function updatePerformanceDoc(root: string, report: BenchReport): void {
  const file = path.join(root, 'docs', 'performance.md');
  if (!existsSync(file)) {
    console.warn(`[bench] ${file} not found: its latest results were not updated.`);
    return;
  }
  try {
    writeFileSync(file, replaceLatestSection(readFileSync(file, 'utf8'), latestResultsMarkdown(report)));
  } catch (error) {
    // The measurements are in bench-results/ already; a broken document must not lose them.
    console.warn(`[bench] ${file}: ${(error as Error).message} Its latest results were not updated.`);
  }
}
