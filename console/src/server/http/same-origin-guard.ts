import { sendError } from '@storefront/platform';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '../../paths';

export const FOREIGN_REQUEST_MESSAGE = "This request did not come from the console's own pages and was refused.";

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The console's API answers its own pages only. A state-changing request must name the console's
 * origin in `Origin`, which browsers always send with one and no page can forge: SameSite=Strict
 * alone is not enough, since the storefront on another port of the same host is the same site.
 * Any API request a browser marks as coming from another origin (`Sec-Fetch-Site`) is refused
 * too, reads included, before a session is even looked up. There is no CORS: no other origin's
 * script may read an answer.
 */
export function registerSameOriginGuard(app: FastifyInstance, consoleOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${CONSOLE_API}/`)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const foreignFetch = fetchSite !== undefined && fetchSite !== 'same-origin';
    const foreignChange = STATE_CHANGING.has(request.method) && request.headers.origin !== consoleOrigin;
    if (foreignFetch || foreignChange) {
      request.log.info({ origin: request.headers.origin, fetchSite }, 'foreign request refused');
      return sendError(reply, 403, FOREIGN_REQUEST_MESSAGE);
    }
  });
}
