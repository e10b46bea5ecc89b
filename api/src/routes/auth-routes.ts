import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiTables } from '../database/api-tables';
import { deviceTokenOf, setDeviceCookie } from '../auth/device-cookie';
import { loginBodySchema } from '../auth/login-body-schema';
import type { LoginBackoff } from '../auth/login-backoff';
import type { LoginClients } from '../auth/login-clients';
import {
  loginRouteRateLimit,
  registerLoginRateLimiter,
  type LoginRateLimit,
} from '../auth/login-rate-limit';
import { verifyPassword } from '../auth/password-hash';
import { PasswordHashQueueFull, type PasswordHashQueue } from '../auth/password-hash-queue';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../auth/session-cookie';
import type { SessionStore } from '../auth/session-store';
import { DECOY_PASSWORD_HASH, findUserByEmail, normaliseEmail, toPublicUser } from '../auth/user-directory';
import { sendError } from '../http/error-responses';

export interface AuthRoutesOptions {
  db: Kysely<ApiTables>;
  sessions: SessionStore;
  rateLimit: LoginRateLimit;
  backoff: LoginBackoff;
  clients: LoginClients;
  passwordChecks: PasswordHashQueue;
  /** The API's public URL, when configured: https there makes the session cookie Secure. */
  publicUrl: string | undefined;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in, or your session has ended.';
export const BUSY_MESSAGE = 'Too many people are logging in right now. Please try again in a few seconds.';
/** Seconds a client is asked to wait when the password checks are all busy. */
const BUSY_RETRY_AFTER_S = 2;

export function accountLockedMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many failed logins for this account. Please try again in ${wait}, or contact us if you forgot your password.`;
}

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, 429, message);
}

export async function authRoutes(
  app: FastifyInstance,
  { db, sessions, rateLimit, backoff, clients, passwordChecks, publicUrl }: AuthRoutesOptions,
): Promise<void> {
  await registerLoginRateLimiter(app);

  const routeConfig = { rateLimit: loginRouteRateLimit(rateLimit) };
  app.post('/auth/login', { config: routeConfig }, async (request, reply) => {
    const parsed = loginBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Request body is invalid.';
      return sendError(reply, 400, message);
    }

    const account = normaliseEmail(parsed.data.email);
    // Counted per account and client: a device this account signed in from, else the network.
    const client = await clients.identify(account, request.ip, deviceTokenOf(request));
    // A locked account is answered before any hashing: guessing it costs the server nothing.
    const { lockedMs, known } = await backoff.standing(account, client);
    if (lockedMs > 0) {
      const retryAfter = Math.ceil(lockedMs / 1000);
      return tooManyRequests(reply, retryAfter, accountLockedMessage(retryAfter));
    }

    const user = await findUserByEmail(db, account);
    let passwordMatches: boolean;
    try {
      // Hash even for unknown e-mails so response time does not reveal which accounts exist.
      // A client the account signed in from before is checked first: a flood from elsewhere
      // fills only the other queue.
      passwordMatches = await passwordChecks.run(
        () => verifyPassword(parsed.data.password, user?.passwordHash ?? DECOY_PASSWORD_HASH),
        known,
      );
    } catch (error) {
      if (!(error instanceof PasswordHashQueueFull)) throw error;
      request.log.warn('login refused: password checks busy');
      return tooManyRequests(reply, BUSY_RETRY_AFTER_S, BUSY_MESSAGE);
    }
    if (!user || !passwordMatches) {
      const lockMs = await backoff.recordFailure(account, client);
      request.log.info({ locked: lockMs > 0, client: client.kind }, 'login rejected');
      return sendError(reply, 401, INVALID_CREDENTIALS_MESSAGE);
    }

    await backoff.recordSuccess(account, client);
    const { token, expiresAt } = await sessions.issue(user.id);
    request.log.info({ userId: user.id, client: client.kind }, 'login succeeded');
    setSessionCookie(request, reply, token, expiresAt, publicUrl);
    setDeviceCookie(request, reply, await clients.deviceToken(account, client), publicUrl);
    // The body carries a bearer token (for API clients; browsers use the cookie), so no shared
    // or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    return { data: { token, user: toPublicUser(user) } };
  });

  // Whether the cookie (or bearer token) still stands for a session: a logout, an expiry or idle
  // time ends it for every instance.
  app.get('/auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = sessionTokenOf(request);
    const session = token === undefined ? undefined : await sessions.find(token);
    if (!session) return sendError(reply, 401, NOT_LOGGED_IN_MESSAGE);
    return { data: { user: session.user, expiresAt: session.expiresAt.toISOString() } };
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token !== undefined) await sessions.end(token);
    clearSessionCookie(request, reply, publicUrl);
    request.log.info('logout');
    return reply.code(204).send();
  });
}
