import type { HistoryEntry } from '@storefront/release';

/** The actions that put a version where it is: live for everyone, or run by a share of visitors. */
const PUT_THERE = {
  live: ['promote', 'rollback', 'complete'],
  canary: ['canary'],
} as const;

/**
 * Who put a version live (or in the canary), when and why: the latest history entry that did.
 * The last known good version's is when it last went live.
 */
export function provenance(history: readonly HistoryEntry[], version: string | null | undefined, as: keyof typeof PUT_THERE): HistoryEntry | undefined {
  if (!version) return undefined;
  const actions: readonly string[] = PUT_THERE[as];
  return history.findLast((entry) => entry.version === version && actions.includes(entry.action));
}
