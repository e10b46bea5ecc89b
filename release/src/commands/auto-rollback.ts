import type { AutoRollback } from '../registry/canary-store';
import { describeFailures, failingTooOften, formatPercent } from '../registry/known-good';
import type { ReleaseContext } from '../release-context';

/** Who the history names for a canary that ended by itself. */
export const RELEASE_POLICY_ACTOR = 'release policy';

/**
 * After a browser's report on a version: if it is a canary that rolls back by itself, and its
 * page loads since it started reach the policy's minimum with a failure rate above the maximum,
 * the canary ends (once, however many reports arrive together), with the figures in history.
 */
export function rollBackFailingCanary(context: ReleaseContext, remoteName: string, version: string): Promise<AutoRollback | undefined> {
  const { policy } = context;
  return context.registry.canaries.endIfFailing(remoteName, version, (figures) =>
    failingTooOften(figures, policy)
      ? {
          version,
          action: 'auto-rollback',
          by: RELEASE_POLICY_ACTOR,
          reason: `${describeFailures(figures)}, above ${formatPercent(policy.maxFailureRate)} over at least ${policy.minPageLoads} page loads`,
        }
      : undefined,
  );
}
