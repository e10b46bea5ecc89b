import { gate, type GateResult } from '../gate/gate';
import type { DueStep, RollingStep } from '../registry/rolling-store';
import { describeFigures } from '../reports/version-figures';
import { findRemote, type ReleaseContext } from '../release-context';
import { canaryFailureReason, RELEASE_POLICY_ACTOR } from './auto-rollback';
import { describeStage } from './stage-plan';

/** A step a rolling release took by itself. */
export interface RollingAdvance {
  remote: string;
  version: string;
  action: 'canary-stage' | 'complete' | 'auto-rollback';
  /** The share of visitors that runs the version from now on. */
  percent: number;
  reason: string;
}

/** A due step not taken this time (the gate could not be run); the next call tries again. */
export interface HeldStep {
  remote: string;
  version: string;
  reason: string;
}

const ACTION_OF = { 'next-stage': 'canary-stage', live: 'complete', ended: 'auto-rollback' } as const satisfies Record<RollingStep['to'], RollingAdvance['action']>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Takes every rolling release's step that is due at `now`: a canary still healthy by the release
 * policy (canaryFailureReason) moves to its next stage, or goes live for every visitor at 100
 * once the gate passes it again; one that is not ends, as auto-rollback does. Each step is taken
 * holding the remote's row, so several processes calling this together take it once. Runs from
 * the site's tick (release-tick.ts); nothing here needs that process.
 */
export async function advanceRollingReleases(context: ReleaseContext, now: Date): Promise<{ advanced: RollingAdvance[]; held: HeldStep[] }> {
  const advanced: RollingAdvance[] = [];
  const held: HeldStep[] = [];
  for (const [name, canary] of await context.registry.rolling.due(now)) {
    const remote = findRemote(name);
    if (!remote) continue;
    const { plan, version } = canary;
    const goesLive = plan.stage + 1 === plan.stages.length - 1;
    // The gate reads files over HTTP: it runs before the row is held, as promote's does. The
    // smoke render is left out: the canary's visitors have rendered it for real since.
    let gated: GateResult | undefined;
    if (goesLive) {
      try {
        gated = await gate(context, remote, version, { skipSmoke: true });
      } catch (error) {
        held.push({ remote: remote.folder, version, reason: `the gate could not run: ${errorText(error)}` });
      }
    }
    const taken = await context.registry.rolling.step(name, now, (due) => {
      // Moved by a person since it was read: this step is not the one gated.
      if (due.canary.version !== version || due.canary.plan.stage !== plan.stage) return undefined;
      return chooseStep(due, context, gated, goesLive);
    });
    if (!taken) continue;
    const { entry, to } = taken.step;
    const percent = to === 'live' ? 100 : to === 'ended' ? 0 : plan.stages[plan.stage + 1]!;
    advanced.push({ remote: remote.folder, version, action: ACTION_OF[to], percent, reason: entry.reason ?? '' });
  }
  return { advanced, held: held.filter((step) => !advanced.some((done) => done.remote === step.remote)) };
}

/** The step a due rolling canary takes, by its figures and, before it goes live, the gate's answer. */
function chooseStep(due: DueStep, context: ReleaseContext, gated: GateResult | undefined, goesLive: boolean): RollingStep | undefined {
  const { canary, live, figures } = due;
  const { plan, version } = canary;
  const at = describeStage(plan.stages, plan.stage);
  const failing = canaryFailureReason(figures, context.policy);
  const byPolicy = { version, by: RELEASE_POLICY_ACTOR };
  if (failing) return { to: 'ended', entry: { ...byPolicy, action: 'auto-rollback', reason: `${failing}; at ${at} of its rolling release` } };
  const healthy = `at ${at}: ${describeFigures(figures.canary)}, against the live version's ${describeFigures(figures.live)} over the same time`;
  if (!goesLive) return { to: 'next-stage', entry: { ...byPolicy, action: 'canary-stage', reason: `to ${describeStage(plan.stages, plan.stage + 1)}; ${healthy}` } };
  if (!gated) return undefined;
  if (gated.problems.length > 0) {
    return { to: 'ended', entry: { ...byPolicy, action: 'auto-rollback', reason: `did not pass the gate to go live for every visitor: ${gated.problems.join(' ')}` } };
  }
  const reason = `rolling release completed; ${healthy}; ${live ?? 'nothing'} was live`;
  return { to: 'live', entry: { ...byPolicy, action: 'complete', reason, skipped: gated.skipped } };
}
