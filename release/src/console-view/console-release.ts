import { localOperations, type ReleaseOperations } from '../commands/release-operations';
import type { RemoteStatus } from '../commands/status';
import type { HistoryEntry } from '../registry/registry-document';
import type { HourlyFigures } from '../reports/report-store';
import type { HourlyVitals } from '../reports/vitals-store';
import { remotes, type ReleaseContext, type RemoteInfo } from '../release-context';
import { forceRefusal, refusal } from '../service/authorize';
import type { ReleaseToken } from '../service/token-store';
import { CONSOLE_OPERATIONS, type ConsoleAction, type ConsoleActionResult, type ConsoleOperation } from './console-action';

/** An action outside the signed-in token's rights: nothing changed. */
export class NotAllowed extends Error {
  override readonly name = 'NotAllowed';
}

/**
 * What the release console needs of the release system, and nothing more: the tokens people sign
 * in with, the registry and its figures to read, and the operations to run as a token, within
 * exactly the rights the release service gives it (service/authorize.ts).
 */
export interface ConsoleRelease {
  /** The token a release token's value stands for, unless unknown or revoked (signing in). */
  tokenFor(value: string): Promise<ReleaseToken | undefined>;
  /** A token by id, unless revoked since (a session keeps the id, never the token). */
  tokenById(id: string): Promise<ReleaseToken | undefined>;
  /** Per remote folder, the operations a token may run on it: what the console offers. */
  rights(token: ReleaseToken): Record<string, ConsoleOperation[]>;
  status(): Promise<RemoteStatus[]>;
  history(remote: RemoteInfo): Promise<HistoryEntry[]>;
  /** Versions' figures hour by hour since a time (the chart of a canary against the live version). */
  hourlyFigures(remote: RemoteInfo, versions: readonly string[], since: Date): Promise<HourlyFigures[]>;
  /** Versions' p75 LCP and INP hour by hour since a time (the chart of their speed). */
  hourlyVitals(remote: RemoteInfo, versions: readonly string[], since: Date): Promise<HourlyVitals[]>;
  /**
   * Runs an action as the token, naming `person` in history as the release service does
   * (`person via token label`). Outside the token's rights it throws NotAllowed; a rule or the
   * gate refusing throws a ReleaseError, as the commands do.
   */
  act(token: ReleaseToken, person: string, remote: RemoteInfo, action: ConsoleAction): Promise<ConsoleActionResult>;
}

const actingAs = (token: ReleaseToken, person: string) => (person.trim() && person.trim() !== token.label ? `${person.trim()} via ${token.label}` : token.label);

function run(operations: ReleaseOperations, remote: RemoteInfo, by: string, action: ConsoleAction): Promise<ConsoleActionResult> {
  switch (action.operation) {
    case 'promote': {
      const { version, operation: _, ...options } = action;
      return operations.promote(remote, version, { ...options, by });
    }
    case 'canary': {
      const { version, operation: _, ...options } = action;
      return operations.canary(remote, version, { ...options, by });
    }
    case 'complete': {
      const { operation: _, ...options } = action;
      return operations.complete(remote, { ...options, by });
    }
    case 'rollback': {
      const { operation: _, ...options } = action;
      return operations.rollback(remote, { ...options, by });
    }
    case 'withdraw':
      return operations.withdraw(remote, action.version, { by, reason: action.reason });
    case 'reset-figures':
      return operations.resetFigures(remote, action.version, { by, reason: action.reason });
    case 'verify':
      return operations.verify(remote, action.version, { by, reason: action.reason, skipSmoke: action.skipSmoke });
  }
}

export function consoleReleaseFrom(context: ReleaseContext): ConsoleRelease {
  const operations = localOperations(context);
  return {
    tokenFor: (value) => context.tokens.find(value),
    tokenById: (id) => context.tokens.findById(id),
    rights: (token) =>
      Object.fromEntries(remotes.map((remote) => [remote.folder, CONSOLE_OPERATIONS.filter((operation) => !refusal(token, operation, remote.name))])),
    status: () => operations.status(),
    history: (remote) => operations.history(remote),
    hourlyFigures: (remote, versions, since) => context.registry.reports.hourly(remote.name, versions, since),
    hourlyVitals: (remote, versions, since) => context.registry.vitals.hourly(remote.name, versions, since),
    act: async (token, person, remote, action) => {
      const forced = 'force' in action && action.force === true;
      const why = refusal(token, action.operation, remote.name) ?? (forced ? forceRefusal(token, context.limits.teamsMayForce) : undefined);
      if (why) {
        // Recorded as the release service records a refusal, in the token's own remote's history
        // under its label alone: a team's token cannot write into another remote's history.
        if (token.remote) {
          const version = 'version' in action ? action.version : undefined;
          await context.registry.appendHistory(token.remote, {
            version: remote.name === token.remote ? (version ?? '-') : '-',
            action: 'refused',
            by: token.label,
            reason: `${action.operation} of ${remote.folder}${version ? ` ${version}` : ''} refused in the console: ${why}`,
          });
        }
        throw new NotAllowed(`Refused: ${why}.`);
      }
      return run(operations, remote, actingAs(token, person), action);
    },
  };
}
