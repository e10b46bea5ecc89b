import type { ErrorMessages } from '@storefront/platform';
import { LOGIN_RATE_LIMITED_CODE } from '../auth/login-rate-limit';

export { sendError, type ErrorBody } from '@storefront/platform';

/** The API's own error codes in words a person can act on (the framework's are in platform). */
export const API_ERROR_MESSAGES: ErrorMessages = {
  [LOGIN_RATE_LIMITED_CODE]: 'Too many login attempts. Please wait a minute and try again.',
};
