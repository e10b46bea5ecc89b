import { VITAL_THRESHOLDS, formatVital, type MetricFigures, type VersionVitals, type VitalName } from './page-vitals';
import type { ReleasePolicy } from './version-figures';

/** The metrics a canary is judged by: how soon its page shows, how soon it answers input. CLS and TTFB (mostly the server's and the network's) are shown only. */
export const JUDGED_VITALS = ['LCP', 'INP'] as const satisfies readonly VitalName[];

export type SpeedPolicy = Pick<ReleasePolicy, 'speedMargin' | 'minVisitors' | 'minNetworks'>;

/** One metric on which the canary is slower than the live version by more than the margin. */
export interface Slowdown {
  name: (typeof JUDGED_VITALS)[number];
  canary: MetricFigures & { p75: number };
  live: MetricFigures & { p75: number };
  /** How much worse the canary's p75 is, as a share of the live version's (0.63: 63 % worse). */
  change: number;
}

export interface SpeedVerdict {
  slow: boolean;
  /** Every judged metric that is slower by more than the margin. */
  slowdowns: Slowdown[];
}

/** Enough visitors from enough client networks that no few senders could have made the percentile. */
const weighsEnough = (figures: MetricFigures, policy: SpeedPolicy): figures is MetricFigures & { p75: number } =>
  figures.p75 !== null && figures.visitors >= policy.minVisitors && figures.networks >= policy.minNetworks;

/**
 * A canary against the live version over the same window, by the 75th percentile of what their
 * page views measured: slow when its p75 LCP or INP is worse by more than `speedMargin` of the
 * live version's, or of web.dev's "good" limit where the live version is better than that. The
 * limit keeps a fast site's small differences (INP is measured in 8 ms steps: 24 against 32 ms is
 * 33 % worse, and no visitor feels it) from ending a canary. Nothing is judged unless both
 * percentiles rest on RELEASE_MIN_VISITORS visitors from RELEASE_MIN_NETWORKS networks.
 */
export function judgeCanarySpeed(canary: VersionVitals, live: VersionVitals, policy: SpeedPolicy): SpeedVerdict {
  const slowdowns = JUDGED_VITALS.flatMap((name): Slowdown[] => {
    const [ours, theirs] = [canary[name], live[name]];
    if (!weighsEnough(ours, policy) || !weighsEnough(theirs, policy)) return [];
    const allowed = policy.speedMargin * Math.max(theirs.p75, VITAL_THRESHOLDS[name].good);
    if (ours.p75 - theirs.p75 <= allowed) return [];
    return [{ name, canary: ours, live: theirs, change: theirs.p75 > 0 ? (ours.p75 - theirs.p75) / theirs.p75 : Infinity }];
  });
  return { slow: slowdowns.length > 0, slowdowns };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `p75 LCP 3,100 ms against the live version's 1,900 ms (+63 %), over 24 visitors from 22 networks`. */
export function describeSlowdown({ name, canary, live, change }: Slowdown): string {
  const percent = Number.isFinite(change) ? `+${Math.round(change * 100)} %` : `+${formatVital(name, canary.p75 - live.p75)}`;
  return (
    `p75 ${name} ${formatVital(name, canary.p75)} against the live version's ${formatVital(name, live.p75)} (${percent}), ` +
    `over ${plural(canary.visitors, 'visitor')} from ${plural(canary.networks, 'network')}`
  );
}
