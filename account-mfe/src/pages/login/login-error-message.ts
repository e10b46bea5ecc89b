import { ApiError, LOGIN_ERROR } from '@storefront/shared';

export const LOGIN_NETWORK_ERROR =
  'We could not reach the login service. Check your connection and try again.';

/** The server's own message when it gave one; the spec's fallback otherwise (spec §8). */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_ERROR;
  return error.kind === 'network' ? LOGIN_NETWORK_ERROR : error.message;
}
