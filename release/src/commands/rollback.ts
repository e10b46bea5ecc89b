import type { ReleaseContext, RemoteInfo } from '../release-context';
import { goLive, type GoLiveOptions, type GoLiveResult } from './go-live';
import { EXIT, ReleaseError } from './release-error';

/**
 * Returns to the previous live version, or with `to` to any version that was live earlier:
 * the versions promoted after it leave the live stack (they stay published).
 */
export function rollback(
  context: ReleaseContext,
  remote: RemoteInfo,
  options: GoLiveOptions & { to?: string },
): Promise<GoLiveResult> {
  return goLive(
    context,
    remote,
    'rollback',
    (stack) => {
      const earlier = stack.slice(0, -1);
      const index = options.to === undefined ? earlier.length - 1 : earlier.lastIndexOf(options.to);
      if (index < 0) {
        throw new ReleaseError(
          options.to === undefined
            ? `${remote.folder} has no earlier live version to roll back to.`
            : `${remote.folder} ${options.to} was never live before the current version; use promote instead.`,
          EXIT.refused,
        );
      }
      return { version: earlier[index]!, stack: earlier.slice(0, index + 1) };
    },
    options,
  );
}
