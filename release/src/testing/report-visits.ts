import { randomBytes } from 'node:crypto';
import type { ReleaseContext } from '../release-context';

let visitors = 0;

export interface Visits {
  /** Visitors who ran the version. */
  loads?: number;
  /** Visitors for whom it failed. */
  failures?: number;
  /** How many client networks they came from, shared out in turn; each visitor their own by default. */
  networks?: number;
}

/**
 * Counts visits of a version as the beacon would once their tokens checked out: each a new
 * visitor, from the given number of networks (10.<n>.0.0/24), within no limit.
 */
export async function reportVisits(context: ReleaseContext, remote: string, version: string, visits: Visits): Promise<void> {
  const outcomes = [...Array<'load'>(visits.loads ?? 0).fill('load'), ...Array<'failure'>(visits.failures ?? 0).fill('failure')];
  const networks = visits.networks ?? Number.MAX_SAFE_INTEGER;
  for (const [index, outcome] of outcomes.entries()) {
    visitors += 1;
    const network = networks === Number.MAX_SAFE_INTEGER ? visitors : index % networks;
    await context.registry.reports.record(
      {
        remote,
        version,
        outcome,
        visitor: `test-visitor-${visitors}`,
        network: `10.${Math.floor(network / 256) % 256}.${network % 256}.0/24`,
        nonce: randomBytes(12).toString('base64url'),
        expiresAt: new Date(Date.now() + 60_000),
      },
      2_000_000_000,
    );
  }
}
