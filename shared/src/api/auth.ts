import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from './api-request';
import { envelope, loginResultSchema } from './schemas';

export const LOGIN_ERROR = 'Error logging in. Username or password is wrong.';

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

export const authMutations = {
  login: () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login }),
};
