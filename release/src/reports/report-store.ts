import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RegistryTables } from '../registry/registry-tables';
import { admission, admissionResult, hashVisitor, type AdmittedReport, type ReportCount } from './report-admission';
import { NO_FIGURES, type VersionFigures } from './version-figures';

/** Counted reports are kept this long: figures older than that no longer move any decision. */
export const REPORTS_KEPT_DAYS = 30;
/** Expired tokens, old windows and old reports are cleared at most this often per process. */
const CLEAR_EVERY_MS = 60_000;

export interface CountableReport extends AdmittedReport {
  remote: string;
  version: string;
  outcome: 'load' | 'failure';
}

type Db = Kysely<RegistryTables> | Transaction<RegistryTables>;

/** Distinct visitors of a version in one hour, and those it failed for (the release console's chart). */
export interface HourlyFigures {
  /** The hour's start, ISO 8601. */
  hour: string;
  version: string;
  visitors: number;
  failedVisitors: number;
}

/** One figure row per version: `remote` → `version` → figures. */
export type FiguresByVersion = Map<string, Map<string, VersionFigures>>;

/** A report counts only from its version's last reset on (release_versions.figures_since); `r` is the report. */
export const SINCE_RESET = sql`r.at >= coalesce((
  select v.figures_since from release_versions v where v.remote = r.remote and v.version = r.version), '-infinity')`;

export class ReportStore {
  private lastCleared = 0;

  constructor(
    private readonly db: Kysely<RegistryTables>,
    /** What one client network adds at most to any count (the release policy). */
    private readonly visitorsPerNetwork: number,
  ) {}

  /** The report tokens' key, made once and shared by every instance through the database. */
  async secret(): Promise<Buffer> {
    await this.db
      .insertInto('release_secrets')
      .values({ name: 'report-tokens', value: randomBytes(32) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.db.selectFrom('release_secrets').select('value').where('name', '=', 'report-tokens').executeTakeFirstOrThrow();
    return row.value;
  }

  /**
   * Counts a report whose token checked out, in one statement: the network's reports this minute
   * (every instance sees the same), then the token's use for this outcome, then the report.
   */
  async record(report: CountableReport, reportsPerMinute: number): Promise<ReportCount> {
    this.clearOccasionally();
    const { rows } = await sql<{ reports: number; counted: string }>`
      with ${admission(report, report.outcome, reportsPerMinute)}, counted as (
        insert into release_reports (remote, version, visitor, network, outcome)
        select ${report.remote}, ${report.version}, ${hashVisitor(report.visitor)}, ${report.network}, ${report.outcome} from fresh
        returning 1
      )
      select (select reports from window_count) as reports, (select count(*) from counted) as counted`.execute(this.db);
    return admissionResult(rows[0], reportsPerMinute);
  }

  /**
   * One version's figures from a time on (a canary's start), and since they were last reset; in
   * the caller's transaction when given one (a connection of its own could wait for ever on a pool
   * the transactions hold).
   */
  async figures(remote: string, version: string, since: Date, db: Db = this.db): Promise<VersionFigures> {
    const figures = await this.figuresWhere(sql`r.remote = ${remote} and r.version = ${version} and r.at >= ${since} and ${SINCE_RESET}`, db);
    return figures.get(remote)?.get(version) ?? NO_FIGURES;
  }

  /** One version's figures since they were last reset. */
  versionFigures(remote: string, version: string): Promise<VersionFigures> {
    return this.figures(remote, version, new Date(0));
  }

  /** Every version's figures since they were last reset. */
  allFigures(): Promise<FiguresByVersion> {
    return this.figuresWhere(SINCE_RESET);
  }

  /**
   * Some versions' figures hour by hour from a time on, counted as figures are (since their last
   * reset, each network adding at most `visitorsPerNetwork` to a count), oldest hour first.
   */
  async hourly(remote: string, versions: readonly string[], since: Date): Promise<HourlyFigures[]> {
    if (versions.length === 0) return [];
    const { rows } = await sql<{ hour: Date; version: string; visitors: string; failed_visitors: string }>`
      with per_visitor as (
        select date_trunc('hour', r.at) as hour, r.version, r.network, r.visitor, bool_or(r.outcome = 'failure') as failed
        from release_reports r
        where r.remote = ${remote} and r.version = any(${[...versions]}::text[]) and r.at >= ${since} and ${SINCE_RESET}
        group by 1, 2, 3, 4
      ), per_network as (
        select hour, version,
          least(count(*), ${this.visitorsPerNetwork}) as visitors,
          least(count(*) filter (where failed), ${this.visitorsPerNetwork}) as failed
        from per_visitor group by hour, version, network
      )
      select hour, version, sum(visitors) as visitors, sum(failed) as failed_visitors
      from per_network group by hour, version order by hour, version`.execute(this.db);
    return rows.map((row) => ({ hour: row.hour.toISOString(), version: row.version, visitors: Number(row.visitors), failedVisitors: Number(row.failed_visitors) }));
  }

  /** Starts a version's figures afresh; answers what they were. */
  async reset(remote: string, version: string): Promise<VersionFigures> {
    const before = await this.versionFigures(remote, version);
    await this.db.updateTable('release_versions').set({ figures_since: sql<Date>`now()` }).where('remote', '=', remote).where('version', '=', version).execute();
    return before;
  }

  /**
   * Distinct visitors per network, each network adding at most `visitorsPerNetwork` to a count:
   * one network can move a figure by that much, however many visitors it invents.
   */
  private async figuresWhere(condition: ReturnType<typeof sql>, db: Db = this.db): Promise<FiguresByVersion> {
    const { rows } = await sql<{ remote: string; version: string; visitors: string; failed_visitors: string; networks: string; failed_networks: string }>`
      with per_visitor as (
        select r.remote, r.version, r.network, r.visitor, bool_or(r.outcome = 'failure') as failed
        from release_reports r where ${condition}
        group by r.remote, r.version, r.network, r.visitor
      ), per_network as (
        select remote, version, network,
          least(count(*), ${this.visitorsPerNetwork}) as visitors,
          least(count(*) filter (where failed), ${this.visitorsPerNetwork}) as failed
        from per_visitor group by remote, version, network
      )
      select remote, version, sum(visitors) as visitors, sum(failed) as failed_visitors,
        count(*) as networks, count(*) filter (where failed > 0) as failed_networks
      from per_network group by remote, version`.execute(db);
    const figures: FiguresByVersion = new Map();
    for (const row of rows) {
      if (!figures.has(row.remote)) figures.set(row.remote, new Map());
      figures.get(row.remote)!.set(row.version, {
        visitors: Number(row.visitors),
        failedVisitors: Number(row.failed_visitors),
        networks: Number(row.networks),
        failedNetworks: Number(row.failed_networks),
      });
    }
    return figures;
  }

  /** Forgets used tokens once expired, past minutes' counts, and reports past keeping. */
  private clearOccasionally(): void {
    const now = Date.now();
    if (now - this.lastCleared < CLEAR_EVERY_MS) return;
    this.lastCleared = now;
    void Promise.all([
      this.db.deleteFrom('release_report_tokens').where('expires_at', '<', sql<Date>`now()`).execute(),
      this.db.deleteFrom('release_report_limits').where('window_start', '<', sql<Date>`now() - interval '2 minutes'`).execute(),
      this.db.deleteFrom('release_reports').where('at', '<', sql<Date>`now() - make_interval(days => ${REPORTS_KEPT_DAYS})`).execute(),
    ]).catch(() => {
      // Clearing is housekeeping: it is tried again a minute later.
    });
  }
}
