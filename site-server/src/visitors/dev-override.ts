import { devOverrideCookie, overrideParam } from '@storefront/shared/federation';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookie-value';

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The development origins (OVERRIDE_ORIGINS) one answer's policy may add: all of them for a
 * browser that runs a development override (the shell's cookie says so, or this very request
 * starts one with `?mf-override=<remote>@<URL on an allowed origin>`), none for anyone else. So
 * allowing overrides on a site widens no other visitor's policy.
 */
export function developmentOrigins(request: FastifyRequest, allowed: readonly string[]): readonly string[] {
  if (allowed.length === 0) return [];
  if (cookieValue(request.headers.cookie, devOverrideCookie) === '1') return allowed;
  const { searchParams } = new URL(request.url, 'http://site.invalid');
  const starts = searchParams.getAll(overrideParam).some((param) => {
    const origin = originOf(param.slice(param.indexOf('@') + 1));
    return origin !== undefined && allowed.includes(origin);
  });
  return starts ? allowed : [];
}
