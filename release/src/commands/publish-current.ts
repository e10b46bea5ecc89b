import path from 'node:path';
import { readBuild } from '../build/build-files';
import { versionSourceFrom } from '../build/version-source-from-env';
import { liveSince, liveVersion } from '../registry/registry-document';
import { remotes, type ReleaseContext } from '../release-context';
import { promote } from './promote';
import { publishBuild } from './publish';

/** Who `pnpm start` acts as in the registry: the live pointers it set are the ones it may move. */
export const START_ACTOR = 'pnpm start';

/**
 * What `pnpm start` does once the site serves: publish each remote's current build (a no-op when
 * that content is published already) and make it live only where nothing is live yet or where
 * `pnpm start` itself set the live version. A version a person made live stays live.
 */
export async function publishCurrentBuilds(context: ReleaseContext, log: (line: string) => void, root = context.root): Promise<void> {
  // Each remote's record, read once: publishing and promoting one remote leaves the others' alone.
  const { remotes: records } = await context.registry.read();
  const source = versionSourceFrom(process.env, root);
  for (const remote of remotes) {
    const dist = path.join(root, remote.folder, 'dist');
    const files = await readBuild(dist).catch(() => {
      throw new Error(`${dist} cannot be read: run "pnpm build" first.`);
    });
    const { version, alreadyPublished } = await publishBuild(context, remote, files, { by: START_ACTOR, reason: 'current build', source });
    if (!alreadyPublished) log(`Published ${remote.folder} ${version}`);
    const record = records[remote.name];
    const live = liveVersion(record);
    if (live === version) continue;
    const since = liveSince(record);
    if (record?.canary) {
      log(`${remote.folder}: ${live} stays live while the canary of ${record.canary.version} runs; this build is ${version}.`);
    } else if (!live || since?.by === START_ACTOR) {
      // This machine's own build, to start a site on it: no browser is needed to start one.
      await promote(context, remote, version, { by: START_ACTOR, reason: 'current build', skipSmoke: true });
      log(`Promoted ${remote.folder} ${version}`);
    } else {
      log(
        `${remote.folder}: ${live} stays live (set by ${since?.by ?? 'unknown'}${since ? ` at ${since.at}` : ''}); ` +
          `this build is ${version}: pnpm release promote ${remote.folder} ${version}`,
      );
    }
  }
}
