import type { ReleaseContext, RemoteInfo } from '../release-context';
import { goLive, type GoLiveOptions, type GoLiveResult } from './go-live';
import { EXIT, ReleaseError } from '../release-error';

export interface PromoteOptions extends GoLiveOptions {
  /** Compare-and-swap for pipelines: refuse unless this version is live now ('none' for nothing). */
  expect?: string;
}

export function promote(context: ReleaseContext, remote: RemoteInfo, version: string, options: PromoteOptions): Promise<GoLiveResult> {
  return goLive(
    context,
    remote,
    'promote',
    (stack) => {
      const live = stack.at(-1);
      refuseUnlessExpected(remote, live, options.expect);
      if (live === version) throw new ReleaseError(`${remote.folder} ${version} is already live.`, EXIT.refused);
      return { version, stack: [...stack, version] };
    },
    options,
  );
}

/** `--expect V`: compare-and-swap, for pipelines that must not overtake each other. */
export function refuseUnlessExpected(remote: RemoteInfo, live: string | undefined, expected: string | undefined): void {
  if (expected !== undefined && (live ?? 'none') !== expected) {
    throw new ReleaseError(`${remote.folder}: ${live ?? 'nothing'} is live, not the expected ${expected}; nothing changed.`, EXIT.refused);
  }
}
