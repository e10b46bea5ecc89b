import { findRemote, remoteDeclaration } from '@storefront/shared/federation';
import type { ReleaseToken } from './token-store';

export type Operation = 'publish' | 'verify' | 'promote' | 'canary' | 'complete' | 'rollback' | 'withdraw' | 'reset-figures' | 'status' | 'history' | 'preview';

/**
 * What a team's token may do to its own remote; release managers may do everything to any. A
 * canary and its completion are promotes in steps: the same rights. `preview` makes and revokes
 * preview links: a team shows its own versions to whom it chooses.
 */
const TEAM_MAY: ReadonlySet<Operation> = new Set(['publish', 'verify', 'promote', 'canary', 'complete', 'preview']);
/** Reading the registry changes nothing: every valid token may. */
const READS: ReadonlySet<Operation> = new Set(['status', 'history']);

const folderOf = (remote: string | null | undefined) => {
  const name = remote ? findRemote(remote) : undefined;
  return name ? remoteDeclaration(name).folder : String(remote);
};

/** Why a token may not perform an operation on a remote (container name), or undefined when it may. */
export function refusal(token: ReleaseToken, operation: Operation, remote?: string): string | undefined {
  if (token.role === 'release-manager' || READS.has(operation)) return undefined;
  if (!TEAM_MAY.has(operation)) return `the ${token.label} token may not ${operation}: only a release manager may`;
  if (remote !== token.remote) return `the ${token.label} token acts on ${folderOf(token.remote)} only, not on ${folderOf(remote)}`;
  return undefined;
}

/**
 * Why a token may not go past a refusing gate (`--force`), or undefined when it may: a release
 * manager's always, a team's only where the site allows it (RELEASE_TEAM_FORCE=allow).
 */
export function forceRefusal(token: ReleaseToken, teamsMayForce: boolean): string | undefined {
  if (token.role === 'release-manager' || teamsMayForce) return undefined;
  return `the ${token.label} token may not --force past the gate: only a release manager may (RELEASE_TEAM_FORCE=allow lets teams)`;
}
