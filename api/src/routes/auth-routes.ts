import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
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
  db: Kysely<ApiTables>;
  sessions: SessionStore;
  rateLimit: LoginRateLimit;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in, or your session has ended.';

/** The token of `Authorization: Bearer <token>`, if the request carries one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export async function authRoutes(
  app: FastifyInstance,
  { db, sessions, rateLimit }: AuthRoutesOptions,
): Promise<void> {
  await registerLoginRateLimiter(app);

  const routeConfig = { rateLimit: loginRouteRateLimit(rateLimit) };
  app.post('/auth/login', { config: routeConfig }, async (request, reply) => {
    const parsed = loginBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Request body is invalid.';
      return sendError(reply, 400, message);
    }

    const user = await findUserByEmail(db, parsed.data.email);
    // Hash even for unknown e-mails so response time does not reveal which accounts exist.
    const passwordMatches = await verifyPassword(
      parsed.data.password,
      user?.passwordHash ?? DECOY_PASSWORD_HASH,
    );
    if (!user || !passwordMatches) {
      request.log.info('login rejected');
      return sendError(reply, 401, INVALID_CREDENTIALS_MESSAGE);
    }

    const { token } = await sessions.issue(user.id);
    request.log.info({ userId: user.id }, 'login succeeded');
    // The body carries a bearer token, so no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    return { data: { token, user: toPublicUser(user) } };
  });

  // Whether a token still stands for a session: a logout or an expiry ends it for every instance.
  app.get('/auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    const session = token === undefined ? undefined : await sessions.find(token);
    if (!session) return sendError(reply, 401, NOT_LOGGED_IN_MESSAGE);
    return { data: { user: session.user, expiresAt: session.expiresAt.toISOString() } };
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (token !== undefined) await sessions.end(token);
    request.log.info('logout');
    return reply.code(204).send();
  });
}
