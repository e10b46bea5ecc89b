import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from './api-request';
import { envelope, loginResultSchema, userSchema } from './schemas';

export const LOGIN_ERROR = 'Error logging in. Username or password is wrong.';
const SESSION_ERROR = 'Your session could not be checked.';
const LOGOUT_ERROR = 'You could not be logged out on the server.';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials) {
  return apiRequest('/auth/login', {
    method: 'POST',
    body: credentials,
    schema: envelope(loginResultSchema),
    fallbackMessage: LOGIN_ERROR,
  });
}

const sessionSchema = z.object({ user: userSchema, expiresAt: z.string() });

/** The session a token stands for; an ended or expired one is an ApiError with status 401. */
export function fetchSession(token: string, signal?: AbortSignal) {
  return apiRequest('/auth/session', { token, schema: envelope(sessionSchema), fallbackMessage: SESSION_ERROR, signal });
}

/** Ends the session on the server, so the token is refused from now on. */
export function endSession(token: string) {
  return apiRequest('/auth/logout', { method: 'POST', token, schema: z.unknown(), fallbackMessage: LOGOUT_ERROR });
}

export const authMutations = {
  login: () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login }),
};

export const sessionQueries = {
  /** Checked once per page load: a session ended elsewhere or expired logs the visitor out here. */
  current: (token: string) =>
    queryOptions({
      queryKey: ['auth', 'session', token] as const,
      queryFn: ({ signal }) => fetchSession(token, signal),
      staleTime: Infinity,
      retry: false,
    }),
};
