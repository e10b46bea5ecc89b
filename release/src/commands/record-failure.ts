import { liveVersion, previousVersion } from '../registry/registry-document';
import type { ReleaseContext } from '../release-context';

/** Beyond this many reports per version the oldest are dropped: a count, not an archive. */
const MAX_REPORTS_PER_VERSION = 1000;

/** Records a browser's report that a version failed to load; ignores versions not live or previous. */
export async function recordLoadFailure(context: ReleaseContext, remoteName: string, version: string): Promise<boolean> {
  return context.registry.update((document) => {
    const record = document.remotes[remoteName];
    if (!record || (version !== liveVersion(record) && version !== previousVersion(record))) return false;
    const reports = (record.failures[version] ??= []);
    reports.push(new Date().toISOString());
    if (reports.length > MAX_REPORTS_PER_VERSION) reports.splice(0, reports.length - MAX_REPORTS_PER_VERSION);
    return true;
  });
}
