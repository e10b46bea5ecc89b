import type { BeaconReports } from './beacon-reports';
import type { BeaconWeight } from './beacon-weight';
import type { Target } from './report';
import { kb } from './stats';

/** Issue 50's targets: the beacon's weight in the heaviest page's first load, and its cost to the site server. */
export function beaconTargets(weights: Record<string, BeaconWeight>, reports: BeaconReports): Target[] {
  const [route, weight] = Object.entries(weights).sort(([, a], [, b]) => b.firstLoadBytes - a.firstLoadBytes)[0]!;
  const late = Object.values(weights).reduce((sum, each) => ({ loads: sum.loads + each.webVitalsLate.loads, of: sum.of + each.webVitalsLate.of }), { loads: 0, of: 0 });
  const counted = reports.answers[204] ?? 0;
  const rate = reports.reports / reports.seconds;
  return [
    {
      name: 'release beacon and web-vitals reporting in first-load JS (until interactive), worst page, brotli',
      measured: `${kb(weight.firstLoadBytes)} KB on ${route} (${weight.firstLoadSources.join(', ') || 'none'}); web-vitals requested once interactive in ${late.loads} of ${late.of} loads`,
      limit: '≤ 2 KB',
      pass: weight.firstLoadBytes <= 2048,
    },
    {
      name: `release beacon: site server CPU per report at ${reports.rate} reports/s`,
      measured: `${reports.cpuMsPerReport} ms (${counted} of ${reports.reports} counted, sent in ${reports.seconds} s; answers p50 ${reports.p50Ms} ms, p99 ${reports.p99Ms} ms)`,
      limit: '≤ 1 ms, every report counted, ≥ 95 % of the rate',
      pass: reports.cpuMsPerReport <= 1 && counted === reports.reports && rate >= 0.95 * reports.rate,
    },
  ];
}
