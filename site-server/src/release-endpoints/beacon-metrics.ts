import { Counter } from 'prom-client';

/** What became of a browser's report: counted, or why it was not. */
export type BeaconResult =
  | 'counted'
  | 'refused-sender'
  | 'malformed'
  | 'too-large'
  | 'unknown-remote'
  | 'refused-token'
  | 'replayed'
  | 'limited'
  | 'failed';

const reports = new Counter({
  name: 'site_beacon_reports_total',
  help: "Browsers' release reports by result: counted, or refused (refused-sender, malformed, too-large, unknown-remote, refused-token, replayed, limited) or failed.",
  labelNames: ['result'] as const,
});

export const countBeaconReport = (result: BeaconResult) => reports.inc({ result });
