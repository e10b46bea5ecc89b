import { clientNetwork, errorStatusOf, RETRY_AFTER_S, sendError } from '@storefront/platform';
import { isRemoteName } from '@storefront/shared/federation';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VITAL_LIMITS, type SiteRelease } from '@storefront/release';
import { visitorFromCookies } from '../visitors/visitor-cookie';
import { countBeaconReport } from './beacon-metrics';

/** A release version as publish makes them (`0.1.0-3f9a0c1d2e4b`): letters, digits, '.', '_', '+', '-'. */
const VERSION_SHAPE = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

const subject = { remote: z.string(), version: z.string().regex(VERSION_SHAPE), token: z.string().max(100) };
/** A figure a browser could have measured: a finite number from 0 to the metric's limit. */
const vital = (limit: number) => z.number().nonnegative().max(limit).optional();
const vitalsSchema = z
  .strictObject({ LCP: vital(VITAL_LIMITS.LCP), INP: vital(VITAL_LIMITS.INP), CLS: vital(VITAL_LIMITS.CLS), TTFB: vital(VITAL_LIMITS.TTFB) })
  .refine((vitals) => Object.keys(vitals).length > 0);
/** That a page ran a version or failed to; or, once it is hidden, how fast that page view was. */
const beaconSchema = z.union([
  z.object({ ...subject, outcome: z.enum(['load', 'failure']) }),
  z.object({ ...subject, vitals: vitalsSchema }),
]);

export interface ReleaseBeaconOptions {
  /** The site's own origins: pages from anywhere else cannot report. */
  siteOrigins: readonly string[];
  /** Reports one client network may have counted a minute (BEACON_REPORTS_PER_MINUTE, site-config.ts). */
  reportsPerMinute: number;
}

const REFUSED_SENDER = "Reports are accepted only from the site's own pages, as JSON.";
const REFUSED_TOKEN = 'The report carries no valid token for this visitor and version.';

/**
 * The browser says where a request comes from (Origin, or Sec-Fetch-Site where it leaves Origin
 * out), and a page elsewhere cannot forge either: no other site's page can report for its
 * visitors. A script outside a browser can forge both; the report token is what stops it.
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
 * fall back to the last known good one), so the registry knows each version's failure rate; and
 * the Core Web Vitals of a sampled page view, for the version that rendered it. A report counts
 * only with the token the page was given for that version and visitor, once per token and kind,
 * within its client network's limit (release/src/reports/). A failure or a slow page view on a
 * canary may end it (the release policy's automatic rollback).
 */
export async function registerReleaseBeacon(app: FastifyInstance, release: Pick<SiteRelease, 'recordReport'>, options: ReleaseBeaconOptions): Promise<void> {
  await app.register(async (beacon) => {
    // Its own answers for every refusal, framework errors included: `{ message }`, nothing internal.
    beacon.setErrorHandler((error: FastifyError, request, reply) => {
      const found = errorStatusOf(error);
      const status = found >= 500 && found !== 503 ? 500 : found;
      if (status === 500) request.log.error({ err: error }, 'release report failed');
      countBeaconReport(status >= 500 ? 'failed' : status === 413 ? 'too-large' : 'malformed');
      // The database is out of reach (errorStatusOf): said as such, not as our failure.
      if (status === 503) void reply.header('Retry-After', String(RETRY_AFTER_S));
      const messages: Record<number, string> = {
        413: 'The report is too large.',
        500: 'The report could not be recorded.',
        503: 'The report cannot be recorded right now. Please try again in a moment.',
      };
      return sendError(reply, status, messages[status] ?? 'Malformed report.');
    });
    // Before the body is read: a report from elsewhere is refused, and nothing of it is parsed.
    beacon.addHook('onRequest', async (request, reply) => {
      if (fromSitePage(request, options.siteOrigins)) return;
      countBeaconReport('refused-sender');
      return sendError(reply, 403, REFUSED_SENDER);
    });
    beacon.post('/release-beacon', { bodyLimit: 1024 }, async (request, reply) => {
      const report = beaconSchema.safeParse(request.body);
      if (!report.success) {
        countBeaconReport('malformed');
        return sendError(reply, 400, 'Malformed report.');
      }
      const { remote, version, token } = report.data;
      // The contract's names alone (an own property, so `__proto__` or `constructor` is not one).
      if (!isRemoteName(remote)) {
        countBeaconReport('unknown-remote');
        return sendError(reply, 400, 'Unknown remote.');
      }
      const visitor = visitorFromCookies(request.headers.cookie).id;
      if (!visitor) {
        countBeaconReport('refused-token');
        return sendError(reply, 403, REFUSED_TOKEN);
      }
      const network = clientNetwork(request.ip);
      const kind = 'vitals' in report.data ? { outcome: 'vitals' as const, vitals: report.data.vitals } : { outcome: report.data.outcome };
      const result = await release.recordReport({ remote, version, token, visitor, network, ...kind }, { reportsPerMinute: options.reportsPerMinute });
      countBeaconReport(result.status === 'refused' ? 'refused-token' : result.status);
      switch (result.status) {
        case 'refused':
          return sendError(reply, 403, REFUSED_TOKEN);
        case 'replayed':
          return sendError(reply, 409, 'This report was counted already.');
        case 'limited':
          void reply.header('Retry-After', '60');
          return sendError(reply, 429, 'Too many reports from this network. Please wait a minute.');
        case 'counted':
          if (result.ended) {
            const { canary, live } = result.ended.figures;
            request.log.warn({ event: 'canary-auto-rollback', remote, version, canary, live, reason: result.ended.entry.reason }, 'canary rolled back automatically');
          }
          return reply.code(204).send();
      }
    });
  });
}
