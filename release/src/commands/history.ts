import { escapeUnprintable } from '@storefront/platform';
import { describeSource } from '../build/version-source';
import type { HistoryEntry } from '../registry/registry-document';
import type { ReleaseContext, RemoteInfo } from '../release-context';

export async function history(context: ReleaseContext, remote: RemoteInfo): Promise<HistoryEntry[]> {
  const document = await context.registry.read();
  return document.remotes[remote.name]?.history ?? [];
}

/** One line per entry; reasons and names are escaped where unprintable, so none can drive the terminal. */
export function formatHistory(entries: HistoryEntry[]): string {
  if (entries.length === 0) return '(no history)';
  return entries
    .map((entry) => {
      const refusedBy = !entry.forced && entry.problems?.length ? ` [${entry.problems.length} problem${entry.problems.length === 1 ? '' : 's'}]` : '';
      const forced = `${entry.forced ? ' [FORCED]' : ''}${refusedBy}${entry.skipped ? ` [skipped: ${entry.skipped.join(', ')}]` : ''}`;
      const reason = entry.reason ? ` — ${entry.reason}` : '';
      const source = entry.source ? ` [${describeSource(entry.source)}]` : '';
      return escapeUnprintable(`${entry.at}  ${entry.action.padEnd(13)} ${entry.version}  by ${entry.by}${forced}${source}${reason}`);
    })
    .join('\n');
}
