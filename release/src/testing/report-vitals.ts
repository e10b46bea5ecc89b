import { randomBytes } from 'node:crypto';
import type { PageVitals } from '../reports/page-vitals';
import type { ReleaseContext } from '../release-context';

let visitors = 0;

/**
 * Counts page views' vitals of a version as the beacon would once their tokens checked out: each
 * a new visitor, from the given number of networks (10.<n>.0.0/24, shared out in turn; each view
 * its own by default), within no limit.
 */
export async function reportVitals(context: ReleaseContext, remote: string, version: string, views: PageVitals[], options: { networks?: number } = {}): Promise<void> {
  for (const [index, vitals] of views.entries()) {
    visitors += 1;
    const network = options.networks === undefined ? visitors : index % options.networks;
    await context.registry.vitals.record(
      {
        remote,
        version,
        vitals,
        visitor: `test-vitals-visitor-${visitors}`,
        network: `10.${128 + (Math.floor(network / 256) % 128)}.${network % 256}.0/24`,
        nonce: randomBytes(12).toString('base64url'),
        expiresAt: new Date(Date.now() + 60_000),
      },
      2_000_000_000,
    );
  }
}
