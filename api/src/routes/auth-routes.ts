import type { FastifyInstance } from 'fastify';
import { loginBodySchema } from '../auth/login-body-schema';
import {
  loginRouteRateLimit,
  registerLoginRateLimiter,
  type LoginRateLimit,
} from '../auth/login-rate-limit';
import { verifyPassword } from '../auth/password-hash';
import type { SessionStore } from '../auth/session-store';
import { DECOY_PASSWORD_HASH, findUserByEmail, toPublicUser } from '../auth/user-directory';
import { sendError } from '../http/error-responses';

export interface AuthRoutesOptions {
  sessions: SessionStore;
  rateLimit: LoginRateLimit;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export async function authRoutes(
  app: FastifyInstance,
  { sessions, rateLimit }: AuthRoutesOptions,
): Promise<void> {
  await registerLoginRateLimiter(app);

  const routeConfig = { rateLimit: loginRouteRateLimit(rateLimit) };
  app.post('/auth/login', { config: routeConfig }, async (request, reply) => {
    const parsed = loginBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Request body is invalid.';
      return sendError(reply, 400, message);
    }

    const user = findUserByEmail(parsed.data.email);
    // Hash even for unknown e-mails so response time does not reveal which accounts exist.
    const passwordMatches = await verifyPassword(
      parsed.data.password,
      user?.passwordHash ?? DECOY_PASSWORD_HASH,
    );
    if (!user || !passwordMatches) {
      request.log.info('login rejected');
      return sendError(reply, 401, INVALID_CREDENTIALS_MESSAGE);
    }

    const token = sessions.issue(user.id);
    request.log.info({ userId: user.id }, 'login succeeded');
    // The body carries a bearer token, so no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    return { data: { token, user: toPublicUser(user) } };
  });
}
