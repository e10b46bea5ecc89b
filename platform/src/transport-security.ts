import type { FastifyInstance } from 'fastify';

/** A year: browsers then refuse plain HTTP to this host until it has gone unvisited that long. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Strict-Transport-Security on every answer given over HTTPS: when the server's public URL is
 * https, or the request arrived over TLS (directly, or as a trusted proxy's X-Forwarded-Proto
 * says). Over plain HTTP browsers ignore it, and a local site must stay reachable over http.
 */
export function strictTransportSecurity(app: FastifyInstance, publicHttps: boolean): void {
  app.addHook('onSend', async (request, reply) => {
    if (publicHttps || request.protocol === 'https') void reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}

/** Whether a public URL (SITE_PUBLIC_URL, API_PUBLIC_URL) is served over HTTPS. */
export const isHttpsUrl = (url: string | undefined) => url?.trim().toLowerCase().startsWith('https://') ?? false;
