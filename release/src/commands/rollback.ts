import type { ReleaseContext, RemoteInfo } from '../release-context';
import { endCanary, type CanaryResult } from './canary';
import { goLive, type GoLiveOptions, type GoLiveResult } from './go-live';
import { EXIT, ReleaseError } from '../release-error';

/**
 * Returns to the previous live version, or with `to` to any version that was live earlier:
 * the versions promoted after it leave the live stack (they stay published). While a canary
 * runs, it ends the canary only: the live version stays.
 */
export async function rollback(
  context: ReleaseContext,
  remote: RemoteInfo,
  options: GoLiveOptions & { to?: string },
): Promise<GoLiveResult | CanaryResult> {
  const canary = await context.registry.canaries.of(remote.name);
  if (canary && options.to !== undefined) {
    throw new ReleaseError(`${remote.folder}: a canary of ${canary.version} runs; end it first (rollback without --to).`, EXIT.refused);
  }
  if (canary) return endCanary(context, remote, options);
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
