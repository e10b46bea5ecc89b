import { liveVersion } from '../registry/registry-document';
import { remotes, type ReleaseContext } from '../release-context';
import { releaseVersion } from '../versioning';
import { promote } from './promote';
import { publish } from './publish';

/**
 * What `pnpm start` does before serving: publish each remote's current build if it is new, and
 * make it live when it is new or when nothing is live yet. A build already published does not
 * move the live pointer, so a rollback survives a restart.
 */
export async function publishCurrentBuilds(context: ReleaseContext, log: (line: string) => void): Promise<void> {
  for (const remote of remotes) {
    const version = releaseVersion(context.root, remote.folder);
    const isNew = !(await context.storage.hasRelease(remote.folder, version));
    if (isNew) {
      await publish(context, remote, { version, skipBuild: true, by: 'pnpm start', reason: 'current build' });
      log(`Published ${remote.folder} ${version}`);
    }
    const document = await context.registry.read();
    const live = liveVersion(document.remotes[remote.name]);
    if (live !== version && (isNew || !live)) {
      await promote(context, remote, version, { by: 'pnpm start', reason: 'current build' });
      log(`Promoted ${remote.folder} ${version}`);
    }
  }
}
