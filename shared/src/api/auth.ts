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
    withSession: true,
    schema: envelope(loginResultSchema),
    fallbackMessage: LOGIN_ERROR,
  });
}

const sessionSchema = z.object({ user: userSchema, expiresAt: z.string() });

/** The session the browser's cookie stands for; none, ended or expired is an ApiError with status 401. */
export function fetchSession(signal?: AbortSignal) {
  return apiRequest('/auth/session', { withSession: true, schema: envelope(sessionSchema), fallbackMessage: SESSION_ERROR, signal });
}

/** Ends the session on the server, so its cookie is refused from now on, and clears the cookie. */
export function endSession() {
  return apiRequest('/auth/logout', { method: 'POST', withSession: true, schema: z.unknown(), fallbackMessage: LOGOUT_ERROR });
}

export const authMutations = {
  login: () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login }),
};

export const sessionQueries = {
  /** Checked once per page load: the header's logged-in state is what the server says. */
  current: () =>
    queryOptions({
      queryKey: ['auth', 'session'] as const,
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: Infinity,
      retry: false,
    }),
};
