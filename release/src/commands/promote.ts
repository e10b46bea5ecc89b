import type { ReleaseContext, RemoteInfo } from '../release-context';
import { goLive, type GoLiveOptions, type GoLiveResult } from './go-live';
import { EXIT, ReleaseError } from './release-error';

export function promote(context: ReleaseContext, remote: RemoteInfo, version: string, options: GoLiveOptions): Promise<GoLiveResult> {
  return goLive(
    context,
    remote,
    'promote',
    (stack) => {
      if (stack.at(-1) === version) {
        throw new ReleaseError(`${remote.folder} ${version} is already live.`, EXIT.refused);
      }
      return { version, stack: [...stack, version] };
    },
    options,
  );
}
