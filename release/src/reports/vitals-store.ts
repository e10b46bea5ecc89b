import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { RegistryTables } from '../registry/registry-tables';
import { admission, admissionResult, hashVisitor, type AdmittedReport, type ReportCount } from './report-admission';
import { REPORTS_KEPT_DAYS, SINCE_RESET } from './report-store';
import { NO_VITALS, VITAL_NAMES, VITAL_THRESHOLDS, type MetricFigures, type PageVitals, type VersionVitals, type VitalName } from './page-vitals';

/** A live or last-known-good version's speed is what its page views said over this last stretch. */
export const VITALS_WINDOW_MS = 24 * 60 * 60_000;
const CLEAR_EVERY_MS = 60_000;

export interface CountableVitals extends AdmittedReport {
  remote: string;
  version: string;
  vitals: PageVitals;
}

type Db = Kysely<RegistryTables> | Transaction<RegistryTables>;

/** A version's p75 LCP and INP in one hour, and its page views counted then (the release console's chart). */
export interface HourlyVitals {
  /** The hour's start, ISO 8601. */
  hour: string;
  version: string;
  pageViews: number;
  /** Milliseconds; null in an hour none of its page views measured it. */
  lcp: number | null;
  inp: number | null;
}

/** `remote` → `version` → its vitals. */
export type VitalsByVersion = Map<string, Map<string, VersionVitals>>;

// Each metric with its web.dev limits, as rows to join the samples with.
const thresholds = sql.join(VITAL_NAMES.map((name) => sql`(${name}, ${VITAL_THRESHOLDS[name].good}::float8, ${VITAL_THRESHOLDS[name].poor}::float8)`));

/** What browsers measured of each version's page views (release_vitals), counted as reports are. */
export class VitalsStore {
  private lastCleared = 0;

  constructor(
    private readonly db: Kysely<RegistryTables>,
    /** What one client network adds at most to any count (the release policy). */
    private readonly visitorsPerNetwork: number,
  ) {}

  /** Counts a page view's vitals whose token checked out: within its network's limit, once per token. */
  async record(report: CountableVitals, reportsPerMinute: number): Promise<ReportCount> {
    this.clearOccasionally();
    const { LCP = null, INP = null, CLS = null, TTFB = null } = report.vitals;
    const { rows } = await sql<{ reports: number; counted: string }>`
      with ${admission(report, 'vitals', reportsPerMinute)}, counted as (
        insert into release_vitals (remote, version, visitor, network, lcp, inp, cls, ttfb)
        select ${report.remote}, ${report.version}, ${hashVisitor(report.visitor)}, ${report.network}, ${LCP}::float8, ${INP}::float8, ${CLS}::float8, ${TTFB}::float8 from fresh
        returning 1
      )
      select (select reports from window_count) as reports, (select count(*) from counted) as counted`.execute(this.db);
    return admissionResult(rows[0], reportsPerMinute);
  }

  /** One version's vitals from a time on (a canary's start), and since its figures were last reset. */
  async of(remote: string, version: string, since: Date, db: Db = this.db): Promise<VersionVitals> {
    const vitals = await this.vitalsWhere(sql`r.remote = ${remote} and r.version = ${version} and r.at >= ${since}`, db);
    return vitals.get(remote)?.get(version) ?? NO_VITALS;
  }

  /** Every version's vitals from a time on, and since its figures were last reset. */
  all(since: Date): Promise<VitalsByVersion> {
    return this.vitalsWhere(sql`r.at >= ${since}`, this.db);
  }

  /**
   * Some versions' p75 LCP and INP hour by hour from a time on (since their figures were last
   * reset), oldest hour first; each network adds at most `visitorsPerNetwork` page views to an
   * hour, as it does to the window's figures.
   */
  async hourly(remote: string, versions: readonly string[], since: Date): Promise<HourlyVitals[]> {
    if (versions.length === 0) return [];
    const { rows } = await sql<{ hour: Date; version: string; page_views: string; lcp: number | null; inp: number | null }>`
      with views as (
        select date_trunc('hour', r.at) as hour, r.version, r.lcp, r.inp,
          row_number() over (partition by r.version, date_trunc('hour', r.at), r.network order by r.id) as nth
        from release_vitals r
        where r.remote = ${remote} and r.version = any(${[...versions]}::text[]) and r.at >= ${since} and ${SINCE_RESET}
      )
      select hour, version, count(*) as page_views,
        percentile_cont(0.75) within group (order by lcp) as lcp,
        percentile_cont(0.75) within group (order by inp) as inp
      from views where nth <= ${this.visitorsPerNetwork}
      group by hour, version order by hour, version`.execute(this.db);
    return rows.map((row) => ({
      hour: row.hour.toISOString(),
      version: row.version,
      pageViews: Number(row.page_views),
      lcp: row.lcp === null ? null : Number(row.lcp),
      inp: row.inp === null ? null : Number(row.inp),
    }));
  }

  /**
   * The p75 and distribution of each metric, each client network adding at most
   * `visitorsPerNetwork` samples of it (its first ones in the window): one network can move a
   * percentile by that many page views, however many it invents.
   */
  private async vitalsWhere(condition: RawBuilder<unknown>, db: Db): Promise<VitalsByVersion> {
    const { rows } = await sql<{ remote: string; version: string; name: VitalName; p75: number; samples: string; visitors: string; networks: string; good: string; poor: string }>`
      with samples as (
        select r.remote, r.version, r.network, r.visitor, m.name, m.value, t.good, t.poor,
          row_number() over (partition by r.remote, r.version, m.name, r.network order by r.id) as nth
        from release_vitals r
        cross join lateral (values ('LCP', r.lcp), ('INP', r.inp), ('CLS', r.cls), ('TTFB', r.ttfb)) as m(name, value)
        join (values ${thresholds}) as t(name, good, poor) on t.name = m.name
        where m.value is not null and ${condition} and ${SINCE_RESET}
      )
      select remote, version, name,
        percentile_cont(0.75) within group (order by value) as p75,
        count(*) as samples, count(distinct visitor) as visitors, count(distinct network) as networks,
        count(*) filter (where value <= good) as good, count(*) filter (where value > poor) as poor
      from samples where nth <= ${this.visitorsPerNetwork}
      group by remote, version, name`.execute(db);
    const vitals: VitalsByVersion = new Map();
    for (const row of rows) {
      if (!vitals.has(row.remote)) vitals.set(row.remote, new Map());
      const versions = vitals.get(row.remote)!;
      const figures: MetricFigures = {
        p75: Number(row.p75),
        samples: Number(row.samples),
        visitors: Number(row.visitors),
        networks: Number(row.networks),
        good: Number(row.good),
        needsImprovement: Number(row.samples) - Number(row.good) - Number(row.poor),
        poor: Number(row.poor),
      };
      versions.set(row.version, { ...(versions.get(row.version) ?? NO_VITALS), [row.name]: figures });
    }
    return vitals;
  }

  /** Forgets page views past keeping (tokens and limits are cleared with the other reports). */
  private clearOccasionally(): void {
    const now = Date.now();
    if (now - this.lastCleared < CLEAR_EVERY_MS) return;
    this.lastCleared = now;
    this.db
      .deleteFrom('release_vitals')
      .where('at', '<', sql<Date>`now() - make_interval(days => ${REPORTS_KEPT_DAYS})`)
      .execute()
      .catch(() => {
        // Housekeeping: tried again a minute later.
      });
  }
}
