import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';
import { startCanary, type CanaryResult } from './canary';
import type { PromoteOptions } from './promote';
import { stagePlanProblem, type StagePlan } from './stage-plan';

export interface RollingOptions extends PromoteOptions, StagePlan {}

/**
 * `promote --stages 10,50,100 --every 10m`: a canary at the first stage, after the same gate,
 * that moves to the next stage every step while it is healthy and goes live for every visitor
 * at 100 (advance-rolling-releases.ts). It rolls back by itself.
 */
export async function startRollingRelease(context: ReleaseContext, remote: RemoteInfo, version: string, options: RollingOptions): Promise<CanaryResult> {
  const { stages, everySeconds, ...rest } = options;
  const problem = stagePlanProblem({ stages, everySeconds });
  if (problem) throw new ReleaseError(problem, EXIT.usage);
  return startCanary(context, remote, version, { ...rest, percent: stages[0]!, autoRollback: true, plan: { stages, everySeconds } });
}
