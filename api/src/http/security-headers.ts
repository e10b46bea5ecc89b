import type { FastifyInstance } from 'fastify';

/**
 * The API answers JSON and images, never a page: nothing it sends may run script, load anything
 * or be framed. Its images are shown by the site's pages on another origin, hence CORP
 * cross-origin (what may read the JSON is CORS's business, not CORP's).
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

export function registerApiSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(API_SECURITY_HEADERS);
  });
}
