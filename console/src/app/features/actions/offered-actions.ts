import type { ConsoleOperation, RemoteStatus } from '@storefront/release';

/** An action the console offers on a remote now, with what it would act on. */
export type Offer =
  | { kind: 'canary'; candidates: string[]; running: { version: string; percent: number; autoRollback: boolean } | null }
  | { kind: 'complete'; version: string }
  | { kind: 'promote'; candidates: string[]; live: string | null }
  | { kind: 'end-canary'; version: string; live: string }
  | { kind: 'rollback'; to: string; from: string }
  | { kind: 'withdraw'; versions: string[] }
  | { kind: 'reset-figures'; versions: string[] };

/**
 * What the console offers: only what the token may do on this remote (its rights, as the release
 * service grants them), and only what the remote's state allows (no completing without a canary,
 * no promote while one runs, no rolling back with nothing earlier).
 */
export function offeredActions(rights: readonly ConsoleOperation[], status: RemoteStatus): Offer[] {
  const may = (operation: ConsoleOperation) => rights.includes(operation);
  const { live, canary } = status;
  // Newest first, as a person looks for the build they just published.
  const notLive = status.available.filter((version) => version !== live).reverse();
  const offers: Offer[] = [];
  if (may('canary') && live && notLive.length > 0) {
    offers.push({ kind: 'canary', candidates: notLive, running: canary && { version: canary.version, percent: canary.percent, autoRollback: canary.autoRollback } });
  }
  if (may('complete') && canary) offers.push({ kind: 'complete', version: canary.version });
  if (may('promote') && !canary && notLive.length > 0) offers.push({ kind: 'promote', candidates: notLive, live });
  if (may('rollback') && canary && live) offers.push({ kind: 'end-canary', version: canary.version, live });
  else if (may('rollback') && !canary && live && status.previous) offers.push({ kind: 'rollback', to: status.previous, from: live });
  if (may('withdraw') && notLive.length > 0) offers.push({ kind: 'withdraw', versions: notLive });
  const published = [...(live ? [live] : []), ...notLive];
  if (may('reset-figures') && published.length > 0) offers.push({ kind: 'reset-figures', versions: published });
  return offers;
}
