import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';

export interface WithdrawResult {
  remote: string;
  version: string;
}

/** Marks a published version unusable: promote and rollback refuse it from then on. */
export async function withdraw(context: ReleaseContext, remote: RemoteInfo, version: string, options: { by: string; reason?: string }): Promise<WithdrawResult> {
  const outcome = await context.registry.withdraw(remote.name, version, { by: options.by, reason: options.reason });
  if (outcome === 'unknown') throw new ReleaseError(`${remote.folder} ${version} is not published.`, EXIT.notFound);
  if (outcome === 'live') throw new ReleaseError(`${remote.folder} ${version} is live: roll back or promote another version first.`, EXIT.refused);
  if (outcome === 'already') throw new ReleaseError(`${remote.folder} ${version} is already withdrawn.`, EXIT.refused);
  return { remote: remote.folder, version };
}
