import { API_PREFIX } from '@storefront/shared/api-paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { servedOverHttps } from './session-cookie';

/**
 * The device cookie (login-clients.ts): set by a successful login, sent back only to the login
 * route, so it gives that browser a login budget of its own for the account it was signed for.
 * SameSite=Strict: only the site's own pages log in. It outlives sessions and logouts on purpose.
 */
export const DEVICE_COOKIE = 'sf_device';
export const DEVICE_COOKIE_PATH = `${API_PREFIX}/auth/login`;
/** A year: a customer who signs in a few times a year keeps their device's budget. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string, publicUrl: string | undefined): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    secure: servedOverHttps(request, publicUrl),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export const deviceTokenOf = (request: FastifyRequest): string | undefined => request.cookies[DEVICE_COOKIE];
