import type { ReleaseContext, RemoteInfo } from '../release-context';
import type { GoLiveOptions } from './go-live';
import { refuseUnlessExpected, type PromoteOptions } from './promote';
import { EXIT, ReleaseError } from '../release-error';
import { withReason } from '../registry/history-row';
import { describePlan, type StagePlan } from './stage-plan';
import { passGate } from './verify';

export interface CanaryOptions extends PromoteOptions {
  /** 1–99: the share of visitors that runs the canary. */
  percent: number;
  /** End the canary by itself when it fails too often (the release policy). */
  autoRollback?: boolean;
  /** A rolling release (rolling-release.ts): `percent` is its first stage; it rolls back by itself. */
  plan?: StagePlan;
}

/** What a canary command did: `version` is the canary's, `live` what is live afterwards. */
export interface CanaryResult {
  remote: string;
  action: 'canary' | 'complete' | 'end-canary';
  version: string;
  live: string | undefined;
  percent: number;
  autoRollback: boolean;
  forced: boolean;
  problems: string[];
  /** Checks skipped on request. */
  skipped: string[];
  /** The rolling release it started, if it started one. */
  plan?: StagePlan;
}

export function isCanaryPercent(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 99;
}

/**
 * `promote --canary P`: after the same gate as promote, a share of visitors runs the version
 * while the rest stay on the live one; the live pointer does not move. Replaces a running canary.
 */
export async function startCanary(context: ReleaseContext, remote: RemoteInfo, version: string, options: CanaryOptions): Promise<CanaryResult> {
  if (!isCanaryPercent(options.percent)) throw new ReleaseError(`A canary's share is a whole percent from 1 to 99, not ${options.percent}.`, EXIT.usage);
  const { forced, problems, skipped } = await passGate(context, remote, version, 'canary', options);
  const { plan } = options;
  const autoRollback = (options.autoRollback ?? false) || plan !== undefined;
  return context.registry.canaries.change(remote.name, ({ stack, canary }) => {
    const live = stack.at(-1);
    refuseUnlessExpected(remote, live, options.expect);
    if (!live) throw new ReleaseError(`${remote.folder}: nothing is live to compare a canary with; promote ${version} instead.`, EXIT.refused);
    if (live === version) throw new ReleaseError(`${remote.folder} ${version} is already live.`, EXIT.refused);
    const replaces = canary && canary.version !== version ? `; replaces the canary of ${canary.version}` : '';
    // A person who moves a rolling canary by hand takes it over: it advances no more.
    const takesOver = canary?.plan && !plan ? '; its rolling release stops advancing' : '';
    const rolling = plan ? `, rolling ${describePlan(plan)}` : '';
    const what = `${options.percent} % of visitors${rolling}${autoRollback ? ', rolls back by itself' : ''}${replaces}${takesOver}`;
    return {
      canary: { version, percent: options.percent, autoRollback, by: options.by, ...(plan && { plan: { ...plan, stage: 0 } }) },
      entry: { version, action: 'canary', by: options.by, reason: withReason(what, options.reason), skipped, ...(forced && { forced, problems }) },
      result: { remote: remote.folder, action: 'canary', version, live, percent: options.percent, autoRollback, forced, problems, skipped, ...(plan && { plan }) },
    };
  });
}

/** `promote --complete`: the canary's version goes live for every visitor (after the gate again). */
export async function completeCanary(context: ReleaseContext, remote: RemoteInfo, options: GoLiveOptions & { version?: string }): Promise<CanaryResult> {
  const running = await context.registry.canaries.of(remote.name);
  if (!running) throw new ReleaseError(`${remote.folder} runs no canary to complete.`, EXIT.refused);
  if (options.version !== undefined && options.version !== running.version) {
    throw new ReleaseError(`${remote.folder}'s canary is ${running.version}, not ${options.version}; nothing changed.`, EXIT.refused);
  }
  const { forced, problems, skipped } = await passGate(context, remote, running.version, 'complete', options);
  return context.registry.canaries.change(remote.name, ({ stack, canary }) => {
    if (canary?.version !== running.version) {
      throw new ReleaseError(`${remote.folder}'s canary changed while the gate ran (now ${canary?.version ?? 'none'}); run the command again.`, EXIT.refused);
    }
    const what = `canary at ${canary.percent} % completed; ${stack.at(-1) ?? 'nothing'} was live`;
    return {
      canary: null,
      stack: [...stack, canary.version],
      entry: { version: canary.version, action: 'complete', by: options.by, reason: withReason(what, options.reason), skipped, ...(forced && { forced, problems }) },
      result: { remote: remote.folder, action: 'complete', version: canary.version, live: canary.version, percent: canary.percent, autoRollback: canary.autoRollback, forced, problems, skipped },
    };
  });
}

/** `rollback` while a canary runs: the canary ends and every visitor runs the live version. */
export function endCanary(context: ReleaseContext, remote: RemoteInfo, options: { by: string; reason?: string }): Promise<CanaryResult> {
  return context.registry.canaries.change(remote.name, ({ stack, canary }) => {
    if (!canary) throw new ReleaseError(`${remote.folder}'s canary has already ended; nothing changed.`, EXIT.refused);
    const live = stack.at(-1);
    return {
      canary: null,
      entry: { version: canary.version, action: 'end-canary', by: options.by, reason: withReason(`ended by rollback; ${live} stays live`, options.reason) },
      result: { remote: remote.folder, action: 'end-canary', version: canary.version, live, percent: canary.percent, autoRollback: canary.autoRollback, forced: false, problems: [], skipped: [] },
    };
  });
}
