import type { AutoRollback, CanaryFigures } from '../registry/canary-store';
import { describeSlowdown, judgeCanarySpeed } from '../reports/canary-speed';
import { describeFigures, formatP, formatPercent, judgeCanary, type ReleasePolicy } from '../reports/version-figures';
import type { ReleaseContext } from '../release-context';

/** Who the history names for a canary that ended by itself. */
export const RELEASE_POLICY_ACTOR = 'release policy';

/**
 * Why a canary ends: it fails significantly more often than the live version over the same
 * window (its figures, the live version's and the test's p-value), or its pages are slower by more
 * than the policy's margin (both p75s). Undefined while the canary may stay.
 */
export function canaryFailureReason(figures: CanaryFigures, policy: ReleasePolicy): string | undefined {
  const verdict = judgeCanary(figures.canary, figures.live, policy);
  if (!verdict.failing) {
    const speed = judgeCanarySpeed(figures.vitals.canary, figures.vitals.live, policy);
    return speed.slow ? speed.slowdowns.map(describeSlowdown).join('; ') : undefined;
  }
  const comparison =
    verdict.against === 'live'
      ? `against the live version's ${describeFigures(figures.live)} over the same time`
      : `against at most ${formatPercent(policy.maxFailureRate)} (too few live visitors reported to compare with)`;
  return `${describeFigures(figures.canary)}, ${comparison}: ${formatP(verdict.p!)}, below ${policy.significance}`;
}

/**
 * After a browser's failure or vitals report on a version: if it is a canary that rolls back by
 * itself and it fails significantly more often than the live version (version-figures.ts) or is
 * slower (canary-speed.ts), the canary ends (once, however many reports arrive together), with
 * the figures in history.
 */
export function rollBackFailingCanary(context: ReleaseContext, remoteName: string, version: string): Promise<AutoRollback | undefined> {
  return context.registry.canaries.endIfFailing(remoteName, version, (figures) => {
    const reason = canaryFailureReason(figures, context.policy);
    return reason ? { version, action: 'auto-rollback', by: RELEASE_POLICY_ACTOR, reason } : undefined;
  });
}
