import { API_SECURITY_HEADERS } from '@storefront/platform';
import type { FastifyInstance } from 'fastify';

/** The API's headers (platform's security-headers.ts) on every answer it gives. */
export function registerApiSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(API_SECURITY_HEADERS);
  });
}
