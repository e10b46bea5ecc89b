// Which earlier version browsers fall back to: the last one known to be good, by how long it was
// live and how often it failed, not simply the one before.

export interface ReleasePolicy {
  /** A version whose share of failed page loads is above this is not good (0.05: 5 %). */
  maxFailureRate: number;
  /** Promote refuses a version over the rate only once this many page loads were reported. */
  minPageLoads: number;
  /** A version is known good once it has been live this long in all (milliseconds). */
  knownGoodAfterMs: number;
}

export const DEFAULT_POLICY: ReleasePolicy = { maxFailureRate: 0.05, minPageLoads: 20, knownGoodAfterMs: 10 * 60_000 };

/** Page loads of one version that browsers reported, and how many of them failed. */
export interface VersionStats {
  loads: number;
  failures: number;
}

export const pageLoads = (stats: VersionStats | undefined) => (stats ? stats.loads + stats.failures : 0);

export function failureRate(stats: VersionStats | undefined): number {
  const total = pageLoads(stats);
  return total === 0 ? 0 : stats!.failures / total;
}

export const formatPercent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** `6 of 8 page loads failed (75.0 %)`: how status, history and refusals state the figures. */
export const describeFailures = (stats: VersionStats | undefined) =>
  `${stats?.failures ?? 0} of ${pageLoads(stats)} page loads failed (${formatPercent(failureRate(stats))})`;

/** Enough page loads reported, and too many of them failed: promote refuses without --force. */
export function failingTooOften(stats: VersionStats | undefined, policy: ReleasePolicy): boolean {
  return pageLoads(stats) >= policy.minPageLoads && failureRate(stats) > policy.maxFailureRate;
}

/** One change of a remote's live pointer, oldest first. */
export interface LiveChange {
  version: string;
  at: Date;
}

/** How long each version was live in all, from the changes of the live pointer up to `now`. */
export function liveDurations(changes: readonly LiveChange[], now: Date): Map<string, number> {
  const durations = new Map<string, number>();
  changes.forEach((change, index) => {
    const end = changes[index + 1]?.at ?? now;
    durations.set(change.version, (durations.get(change.version) ?? 0) + Math.max(0, end.getTime() - change.at.getTime()));
  });
  return durations;
}

/**
 * The most recent version before the live one (down the live stack) that was live long enough,
 * failed no more often than the policy allows, and is not withdrawn; undefined when none is.
 */
export function lastKnownGood(input: {
  stack: readonly string[];
  durations: ReadonlyMap<string, number>;
  stats: ReadonlyMap<string, VersionStats>;
  withdrawn: ReadonlySet<string>;
  policy: ReleasePolicy;
}): string | undefined {
  const live = input.stack.at(-1);
  for (const version of [...input.stack].reverse()) {
    if (version === live || input.withdrawn.has(version)) continue;
    const longEnough = (input.durations.get(version) ?? 0) >= input.policy.knownGoodAfterMs;
    if (longEnough && failureRate(input.stats.get(version)) <= input.policy.maxFailureRate) return version;
  }
  return undefined;
}
