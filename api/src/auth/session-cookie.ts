import { isHttpsUrl } from '@storefront/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's session: an HttpOnly cookie, so no script (the site's own or an injected one) can
 * read it. SameSite=Lax: a cookie belongs to a site (scheme and registrable domain), and a site
 * ignores ports, so the pages on localhost:8080 and the API on localhost:8090 are the same site and
 * the site's `fetch(…, { credentials: 'include' })` sends it, while requests from other sites'
 * pages (forms, images, scripts) carry none. Cookies are not isolated by port either: every local
 * origin receives it, none of which reads it.
 */
export const SESSION_COOKIE = 'sf_session';

/**
 * Secure when the API is reached over https: its public URL says so, or the request arrived over
 * https (X-Forwarded-Proto counts only from a proxy Fastify was told to trust).
 */
export function servedOverHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return isHttpsUrl(publicUrl) || request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date, publicUrl: string | undefined): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: servedOverHttps(request, publicUrl),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string | undefined): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: servedOverHttps(request, publicUrl) });
}

/** The session token a request carries: the browser's cookie, or an API client's bearer token. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : undefined;
}
