import { API_IMAGE_HEADERS, API_SECURITY_HEADERS } from '@storefront/platform';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_PREFIX } from './static-assets';

/**
 * The API's headers (platform's security-headers.ts) on every answer it gives: its images may be
 * embedded by the site's pages, nothing else it sends by anyone.
 */
export function registerApiSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const image = request.routeOptions.url?.startsWith(PUBLIC_PREFIX) && reply.statusCode < 400;
    void reply.headers(image ? API_IMAGE_HEADERS : API_SECURITY_HEADERS);
  });
}
