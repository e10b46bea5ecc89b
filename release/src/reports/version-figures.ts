import { binomialUpperTail, proportionAboveP } from './significance';

/**
 * What browsers reported of one version over a window, counted per distinct visitor, each client
 * network (an IPv4 /24, an IPv6 /64) adding at most `visitorsPerNetwork` to each count.
 */
export interface VersionFigures {
  /** Visitors who ran the version or failed to. */
  visitors: number;
  /** Of them, those for whom it failed (a page that loaded and then failed counts once, failed). */
  failedVisitors: number;
  /** The distinct client networks those visitors came from. */
  networks: number;
  /** The distinct client networks the failures came from. */
  failedNetworks: number;
}

export const NO_FIGURES: VersionFigures = { visitors: 0, failedVisitors: 0, networks: 0, failedNetworks: 0 };

export interface ReleasePolicy {
  /** A version failing for more than this share of visitors is not good (0.05: 5 %). */
  maxFailureRate: number;
  /** No decision rests on fewer visitors than this. */
  minVisitors: number;
  /** No decision rests on failures from fewer client networks than this. */
  minNetworks: number;
  /** What one client network can add to any count, however many visitors it has. */
  visitorsPerNetwork: number;
  /** How unlikely to be chance a failure rate must be to act on it (a one-sided p-value). */
  significance: number;
  /** A version is known good once it has been live this long in all (milliseconds). */
  knownGoodAfterMs: number;
  /** A canary whose p75 LCP or INP is worse than the live version's by more than this share ends (0.2: 20 %; canary-speed.ts). */
  speedMargin: number;
}

export const DEFAULT_POLICY: ReleasePolicy = {
  maxFailureRate: 0.05,
  minVisitors: 20,
  minNetworks: 20,
  visitorsPerNetwork: 3,
  significance: 0.05,
  knownGoodAfterMs: 10 * 60_000,
  speedMargin: 0.2,
};

export function failureRate(figures: VersionFigures | undefined): number {
  return figures && figures.visitors > 0 ? figures.failedVisitors / figures.visitors : 0;
}

export const formatPercent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `6 of 20 visitors failed (30.0 %), from 6 of 18 networks`: how status, history and refusals say it. */
export const describeFigures = (figures: VersionFigures | undefined = NO_FIGURES) =>
  `${figures.failedVisitors} of ${plural(figures.visitors, 'visitor')} failed (${formatPercent(failureRate(figures))}), from ${figures.failedNetworks} of ${plural(figures.networks, 'network')}`;

/** Enough visitors, and failures from enough networks, that no few senders could have made them. */
function weighsEnough(figures: VersionFigures, policy: ReleasePolicy): boolean {
  return figures.visitors >= policy.minVisitors && figures.failedNetworks >= policy.minNetworks;
}

/** How likely a version's failures would be if it failed no more often than the policy allows. */
const pAgainstPolicy = (figures: VersionFigures, policy: ReleasePolicy) =>
  binomialUpperTail(figures.failedVisitors, figures.visitors, policy.maxFailureRate);

/**
 * A version fails too often (promote refuses it, browsers do not fall back to it): its failures
 * weigh enough, its rate is above the policy's, and significantly so.
 */
export function failingTooOften(figures: VersionFigures | undefined, policy: ReleasePolicy): boolean {
  if (!figures || !weighsEnough(figures, policy) || failureRate(figures) <= policy.maxFailureRate) return false;
  return pAgainstPolicy(figures, policy) < policy.significance;
}

export interface CanaryVerdict {
  failing: boolean;
  /** The one-sided p-value of the comparison, when the figures weighed enough to make one. */
  p?: number;
  /** What the canary was compared with: the live version over the same window, or the policy's rate. */
  against?: 'live' | 'policy';
}

/**
 * A canary against the live version over the same window: it fails when its failures weigh
 * enough, its rate is above the policy's, and it fails significantly more often than the live
 * version does for the other visitors. Without enough live visitors to compare with, against the
 * policy's rate instead.
 */
export function judgeCanary(canary: VersionFigures, live: VersionFigures, policy: ReleasePolicy): CanaryVerdict {
  if (!weighsEnough(canary, policy) || failureRate(canary) <= policy.maxFailureRate) return { failing: false };
  const against = live.visitors >= policy.minVisitors ? 'live' : 'policy';
  const p =
    against === 'live'
      ? proportionAboveP(canary.failedVisitors, canary.visitors, live.failedVisitors, live.visitors)
      : pAgainstPolicy(canary, policy);
  return { failing: p < policy.significance, p, against };
}

/** `p = 0.0013`, or `p < 0.0001`. */
export const formatP = (p: number) => (p < 0.0001 ? 'p < 0.0001' : `p = ${p.toPrecision(2)}`);
