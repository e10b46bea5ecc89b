import type { ReleaseContext } from '../release-context';

/** Records a browser's report that a version failed to load; ignores versions not live or previous. */
export function recordLoadFailure(context: ReleaseContext, remoteName: string, version: string): Promise<boolean> {
  return context.registry.recordFailure(remoteName, version);
}
