import fastifyRateLimit from '@fastify/rate-limit';
import { sendError } from '@storefront/platform';
import { isRemoteName } from '@storefront/shared/federation';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SiteRelease } from '@storefront/release';

/** A release version as publish makes them (`0.1.0-3f9a0c1d2e4b`): letters, digits, '.', '_', '+', '-'. */
const VERSION_SHAPE = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

const beaconSchema = z.object({
  remote: z.string(),
  version: z.string().regex(VERSION_SHAPE),
  outcome: z.enum(['load', 'failure']),
});

export interface ReleaseBeaconOptions {
  /** The site's own origins: pages from anywhere else cannot report. */
  siteOrigins: readonly string[];
  /** Reports one address may send a minute (BEACON_REPORTS_PER_MINUTE, site-config.ts). */
  reportsPerMinute: number;
}

const REFUSED_SENDER = 'Reports are accepted only from the site\'s own pages, as JSON.';

/**
 * Only the site's pages may report: the browser says where a request comes from (Origin, or
 * Sec-Fetch-Site where it leaves Origin out), and a page elsewhere cannot forge either. A script
 * outside a browser can, so the rate limit bounds what it counts.
 */
function fromSitePage(request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  const { origin } = request.headers;
  const sameOrigin = request.headers['sec-fetch-site'] === 'same-origin';
  const allowedOrigin = typeof origin === 'string' && siteOrigins.includes(origin);
  const json = /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
  return (allowedOrigin || sameOrigin) && json;
}

/**
 * Browsers report here each remote version a page ran, and each that failed to load (they then
 * fall back to the last known good one), so the registry knows each version's failure rate.
 * Each report is one increment in the database. A report on a canary may end it (the release
 * policy's automatic rollback).
 */
export async function registerReleaseBeacon(app: FastifyInstance, release: Pick<SiteRelease, 'recordReport'>, options: ReleaseBeaconOptions): Promise<void> {
  await app.register(async (beacon) => {
    // Its own answers for every refusal, framework errors included: `{ message }`, nothing internal.
    beacon.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'release report failed');
      const messages: Record<number, string> = {
        413: 'The report is too large.',
        429: 'Too many reports from this address. Please wait a minute.',
        500: 'The report could not be recorded.',
      };
      return sendError(reply, status, messages[status] ?? 'Malformed report.');
    });
    await beacon.register(fastifyRateLimit, {
      max: options.reportsPerMinute,
      timeWindow: 60_000,
      // Keyed by request.ip (the server's trustProxy setting decides what that is).
      errorResponseBuilder: (_request, context) => Object.assign(new Error('beacon rate limit'), { statusCode: context.statusCode }),
    });
    // Before the body is read: a forged report is refused, and nothing of it is parsed or counted.
    beacon.addHook('onRequest', async (request, reply) => {
      if (!fromSitePage(request, options.siteOrigins)) return sendError(reply, 403, REFUSED_SENDER);
    });
    beacon.post('/release-beacon', { bodyLimit: 1024 }, async (request, reply) => {
      const report = beaconSchema.safeParse(request.body);
      if (!report.success) return sendError(reply, 400, 'Malformed report.');
      const { remote, version, outcome } = report.data;
      // The contract's names alone (an own property, so `__proto__` or `constructor` is not one).
      if (!isRemoteName(remote)) return sendError(reply, 400, 'Unknown remote.');
      const ended = await release.recordReport(remote, version, outcome);
      if (ended) {
        const { loads, failures } = ended.figures;
        request.log.warn({ event: 'canary-auto-rollback', remote, version, pageLoads: loads + failures, failures, reason: ended.entry.reason }, 'canary rolled back automatically');
      }
      return reply.code(204).send();
    });
  });
}
