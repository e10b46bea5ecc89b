import type { FastifyInstance } from 'fastify';
import { sendError } from './error-responses';

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that another website's page sent: browsers name the page's
 * origin in `Origin` on every such request, and `Sec-Fetch-Site: cross-site` says the same where a
 * browser leaves `Origin` out. CORS alone would only hide the answer, after the change was made;
 * SameSite=Lax keeps the session cookie out, but not every write needs a session. Clients that
 * are not browsers send neither header and pass.
 */
export function registerCrossSiteGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const fromAllowedSite = origin !== undefined && allowed.has(origin);
    const foreignOrigin = origin !== undefined && !fromAllowedSite;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site' && !fromAllowedSite;
    if (foreignOrigin || crossSite) {
      request.log.info({ origin, secFetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused');
      return sendError(reply, 403, CROSS_SITE_MESSAGE);
    }
  });
}
