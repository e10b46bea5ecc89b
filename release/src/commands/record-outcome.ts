import type { ReleaseContext } from '../release-context';

/** Records a browser's report on a version (a page load that ran it, or a failure); ignores unpublished versions. */
export function recordOutcome(context: ReleaseContext, remoteName: string, version: string, outcome: 'load' | 'failure'): Promise<boolean> {
  return context.registry.recordOutcome(remoteName, version, outcome);
}
