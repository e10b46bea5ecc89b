import { gate } from '../gate/gate';
import { withReason } from '../registry/history-row';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';

export interface VerifyResult {
  remote: string;
  version: string;
  ok: true;
  /** Checks skipped on request. */
  skipped: string[];
}

/** A move the gate guards: the version it would serve must pass first. */
export type GatedMove = 'promote' | 'rollback' | 'canary' | 'complete';

/** What a move that passed the gate goes past: nothing, or the problems `--force` overrode. */
export interface PassedGate {
  forced: boolean;
  problems: string[];
  skipped: string[];
}

interface GateRunOptions {
  by: string;
  reason?: string;
  skipSmoke?: boolean;
}

/**
 * `verify`: the gate alone. Every run is recorded in history as `verify`, passed or not, with
 * the problems; throws a ReleaseError naming them when the version does not pass.
 */
export async function verify(context: ReleaseContext, remote: RemoteInfo, version: string, options: GateRunOptions): Promise<VerifyResult> {
  const { problems, skipped } = await gate(context, remote, version, options);
  const passed = problems.length === 0;
  await context.registry.appendHistory(remote.name, {
    version,
    action: 'verify',
    by: options.by,
    reason: withReason(passed ? 'passed the gate' : 'did not pass the gate', options.reason),
    ...(!passed && { problems }),
    skipped,
  });
  if (!passed) throw new ReleaseError(`${remote.folder} ${version} did not pass the gate.`, EXIT.refused, problems);
  return { remote: remote.folder, version, ok: true, skipped };
}

/**
 * The gate before a move. A refusal (without `--force`) is recorded in history as a `verify`
 * that moved nothing, with the problems; a pass is recorded by the move's own entry.
 */
export async function passGate(
  context: ReleaseContext,
  remote: RemoteInfo,
  version: string,
  move: GatedMove,
  options: GateRunOptions & { force?: boolean },
): Promise<PassedGate> {
  const { problems, skipped } = await gate(context, remote, version, options);
  if (problems.length > 0 && !options.force) {
    const reason = withReason(`${move} refused: did not pass the gate`, options.reason);
    await context.registry.appendHistory(remote.name, { version, action: 'verify', by: options.by, reason, problems, skipped });
    throw new ReleaseError(`${remote.folder} ${version} did not pass the gate.`, EXIT.refused, problems);
  }
  return problems.length > 0 ? { forced: true, problems, skipped } : { forced: false, problems: [], skipped };
}
