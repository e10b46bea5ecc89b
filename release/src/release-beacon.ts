import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rollBackFailingCanary } from './commands/auto-rollback';
import { recordOutcome } from './commands/record-outcome';
import type { ReleaseContext } from './release-context';

const beaconSchema = z.object({
  remote: z.string().max(64),
  version: z.string().max(128),
  // Reports without an outcome come from pages older than the load reports: failures.
  outcome: z.enum(['load', 'failure']).default('failure'),
});

/**
 * Browsers report here each remote version a page ran, and each that failed to load (they then
 * fall back to the last known good one), so the registry knows each version's failure rate.
 * A report on a canary may end it (auto-rollback.ts).
 */
export function registerReleaseBeacon(app: FastifyInstance, release: ReleaseContext): void {
  app.post('/release-beacon', { bodyLimit: 1024 }, async (request, reply) => {
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send({ message: 'Malformed report.' });
      }
    }
    const report = beaconSchema.safeParse(body);
    if (!report.success) return reply.code(400).send({ message: 'Malformed report.' });
    const { remote, version, outcome } = report.data;
    if (await recordOutcome(release, remote, version, outcome)) {
      const ended = await rollBackFailingCanary(release, remote, version);
      if (ended) {
        const { loads, failures } = ended.figures;
        request.log.warn({ event: 'canary-auto-rollback', remote, version, pageLoads: loads + failures, failures, reason: ended.entry.reason }, 'canary rolled back automatically');
      }
    }
    return reply.code(204).send();
  });
}
