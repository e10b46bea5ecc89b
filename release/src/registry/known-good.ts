// Which earlier version browsers fall back to: the last one known to be good, by how long it was
// live and how often it failed, not simply the one before.
import { failingTooOften, type ReleasePolicy, type VersionFigures } from '../reports/version-figures';

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
 * is not shown to fail too often (version-figures.ts), and is not withdrawn; undefined when none is.
 */
export function lastKnownGood(input: {
  stack: readonly string[];
  durations: ReadonlyMap<string, number>;
  figures: ReadonlyMap<string, VersionFigures>;
  withdrawn: ReadonlySet<string>;
  policy: ReleasePolicy;
}): string | undefined {
  const live = input.stack.at(-1);
  for (const version of [...input.stack].reverse()) {
    if (version === live || input.withdrawn.has(version)) continue;
    const longEnough = (input.durations.get(version) ?? 0) >= input.policy.knownGoodAfterMs;
    if (longEnough && !failingTooOften(input.figures.get(version), input.policy)) return version;
  }
  return undefined;
}
