import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordLoadFailure } from './commands/record-failure';
import type { ReleaseContext } from './release-context';

const beaconSchema = z.object({
  remote: z.string().max(64),
  version: z.string().max(128),
});

/**
 * Browsers report here when a remote's live version fails to load (they then fall back to the
 * previous one), so `pnpm release status` can show the failures of a bad release.
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
    await recordLoadFailure(release, report.data.remote, report.data.version);
    return reply.code(204).send();
  });
}
