import { describeFigures } from '../reports/version-figures';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';

export interface ResetFiguresResult {
  remote: string;
  version: string;
  /** What browsers had reported before the reset, as history keeps it. */
  before: string;
}

/**
 * Starts a version's reported figures afresh (after reports from an incident that was not the
 * version's doing, or a forgery): decisions count only what is reported from now on. A reason is
 * required, and history keeps it with the figures that were set aside.
 */
export async function resetFigures(context: ReleaseContext, remote: RemoteInfo, version: string, options: { by: string; reason?: string }): Promise<ResetFiguresResult> {
  const reason = options.reason?.trim();
  if (!reason) throw new ReleaseError('Say why the figures are reset (--reason): history keeps it.', EXIT.usage);
  if (!(await context.registry.findVersion(remote.name, version))) throw new ReleaseError(`${remote.folder} ${version} is not published.`, EXIT.notFound);
  const before = describeFigures(await context.registry.reports.reset(remote.name, version));
  await context.registry.appendHistory(remote.name, { version, action: 'reset-figures', by: options.by, reason: `${reason} (set aside: ${before})` });
  return { remote: remote.folder, version, before };
}
