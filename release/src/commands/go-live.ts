import { liveVersion } from '../registry/registry-document';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';
import { passGate } from './verify';

export interface GoLiveOptions {
  force?: boolean;
  /** Go live without rendering the pages in a browser first (recorded in history). */
  skipSmoke?: boolean;
  by: string;
  reason?: string;
}

export interface GoLiveResult {
  remote: string;
  action: 'promote' | 'rollback';
  from: string | undefined;
  to: string;
  forced: boolean;
  problems: string[];
  /** Checks skipped on request. */
  skipped: string[];
}

/**
 * Makes a version live. Promote puts it on top of the remote's live stack; rollback pops back
 * down to it. Both pass the gate first and leave one history entry.
 */
export async function goLive(
  context: ReleaseContext,
  remote: RemoteInfo,
  action: GoLiveResult['action'],
  chooseTarget: (stack: string[]) => { version: string; stack: string[] },
  options: GoLiveOptions,
): Promise<GoLiveResult> {
  // The gate reads files only; the decision and the write happen holding the remote's row.
  const current = (await context.registry.liveStacks())[remote.name] ?? [];
  const preview = chooseTarget([...current]);
  const { forced, problems, skipped } = await passGate(context, remote, preview.version, action, options);
  return context.registry.moveLive(remote.name, (stack) => {
    const from = liveVersion({ liveStack: stack });
    const target = chooseTarget(stack);
    if (target.version !== preview.version) {
      throw new ReleaseError(`${remote.folder} changed while the gate ran (now ${from ?? 'nothing'} is live); run the command again.`, EXIT.refused);
    }
    return {
      stack: target.stack,
      entry: { version: target.version, action, by: options.by, reason: options.reason, skipped, ...(forced && { forced, problems }) },
      result: { remote: remote.folder, action, from, to: target.version, forced, problems, skipped },
    };
  });
}
