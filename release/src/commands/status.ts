import { liveSince, liveVersion, previousVersion } from '../registry/registry-document';
import { remotes, type ReleaseContext } from '../release-context';

export interface RemoteStatus {
  remote: string;
  live: string | null;
  setAt: string | null;
  setBy: string | null;
  previous: string | null;
  /** Published versions that may be served, oldest first. */
  available: string[];
  withdrawn: string[];
  /** Load failures browsers reported for the live version since it went live. */
  failuresSinceLive: number;
}

export async function status(context: ReleaseContext): Promise<RemoteStatus[]> {
  const document = await context.registry.read();
  return Promise.all(
    remotes.map(async (remote) => {
      const record = document.remotes[remote.name];
      const live = liveVersion(record);
      const since = liveSince(record);
      const failures = (live && record?.failures[live]) || [];
      return {
        remote: remote.folder,
        live: live ?? null,
        setAt: since?.at ?? null,
        setBy: since?.by ?? null,
        previous: previousVersion(record) ?? null,
        ...(await publishedVersions(context, remote.name)),
        failuresSinceLive: failures.filter((at) => !since || at >= since.at).length,
      };
    }),
  );
}

async function publishedVersions(context: ReleaseContext, remote: string) {
  const versions = await context.registry.versions(remote);
  return {
    available: versions.filter((version) => !version.withdrawnAt).map((version) => version.version),
    withdrawn: versions.filter((version) => version.withdrawnAt).map((version) => version.version),
  };
}

export function formatStatus(rows: RemoteStatus[]): string {
  return rows
    .map((row) =>
      [
        `${row.remote}`,
        `  live:      ${row.live ?? '(none)'}${row.setAt ? `  set ${row.setAt} by ${row.setBy}` : ''}`,
        `  previous:  ${row.previous ?? '(none)'}`,
        `  failures:  ${row.failuresSinceLive} load failures since promote`,
        `  available: ${row.available.length > 0 ? row.available.join(', ') : '(none)'}`,
        ...(row.withdrawn.length > 0 ? [`  withdrawn: ${row.withdrawn.join(', ')}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}
