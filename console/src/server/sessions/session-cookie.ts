import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session cookie. HttpOnly: no script reads it. SameSite=Strict: no other site's
 * page or link sends it. Over https it is `__Host-` prefixed (Secure, Path=/, no Domain), so no
 * other origin of the same host, the storefront's included, can set or replace it: browsers
 * share cookies between a host's ports, and SameSite counts those ports as one site.
 */
export function sessionCookie(https: boolean) {
  const name = https ? '__Host-console_session' : 'console_session';
  const options: CookieSerializeOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure: https };
  return {
    name,
    set: (reply: FastifyReply, id: string, expires: Date) => void reply.setCookie(name, id, { ...options, expires }),
    clear: (reply: FastifyReply) => void reply.clearCookie(name, options),
    /** The session id a request carries, when it has the shape of one. */
    read: (request: FastifyRequest): string | undefined => {
      const value = request.cookies[name];
      return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;
