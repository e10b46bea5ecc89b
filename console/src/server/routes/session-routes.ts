import fastifyRateLimit from '@fastify/rate-limit';
import { clientNetwork } from '@storefront/platform';
import { findRemote, type ConsoleRelease, type ReleaseToken } from '@storefront/release';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionView } from '../../console-api';
import { apiPaths } from '../../paths';
import { Refusal, SIGN_IN_LIMITED_MESSAGE } from '../http/console-errors';
import type { SignInAttempts } from '../sessions/sign-in-attempts';
import { signInLimitStore } from '../sessions/sign-in-limit-store';
import { parseBody } from './parse-body';
import { signedIn, type SessionDependencies } from './signed-in';

export const WRONG_TOKEN_MESSAGE = 'That release token is not valid, or it was revoked.';

export interface SignInLimit {
  /** Sign-in attempts one client network may make per window; the next one gets 429. */
  max: number;
  timeWindowMs: number;
}

/** Far above what a person types, and a crawl for anyone guessing (each guess is a lookup). */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { max: 10, timeWindowMs: 60_000 };

const signInBody = z.object({
  token: z.string().trim().min(1, 'Paste a release token.').max(200),
  // Printable text only: history shows it wherever it is read.
  name: z.string().trim().max(100).regex(/^[^\p{C}]*$/u, 'A name is plain text.').optional(),
});

export function sessionView(release: ConsoleRelease, person: string, token: ReleaseToken, expiresAt: Date): SessionView {
  return {
    person,
    token: { label: token.label, role: token.role, remote: token.remote ? (findRemote(token.remote)?.folder ?? token.remote) : null },
    rights: release.rights(token),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Signing in with a release token, reading the session, signing out. */
export async function sessionRoutes(app: FastifyInstance, options: SessionDependencies & { signInLimit: SignInLimit; signInAttempts: SignInAttempts }): Promise<void> {
  const { release, sessions, cookie } = options;
  await app.register(fastifyRateLimit, {
    global: false,
    store: signInLimitStore(options.signInAttempts),
    errorResponseBuilder: () => new Refusal(429, SIGN_IN_LIMITED_MESSAGE),
  });

  app.post(
    apiPaths.session(),
    { config: { rateLimit: { max: options.signInLimit.max, timeWindow: options.signInLimit.timeWindowMs, keyGenerator: (request) => clientNetwork(request.ip) } } },
    async (request, reply) => {
      const body = parseBody(signInBody, request.body);
      const token = await release.tokenFor(body.token);
      if (!token) throw new Refusal(401, WRONG_TOKEN_MESSAGE);
      const person = body.name || token.label;
      const opened = await sessions.open(token.id, person);
      cookie.set(reply, opened.id, opened.expiresAt);
      return sessionView(release, person, token, opened.expiresAt);
    },
  );

  // Nobody signed in is an answer here, not an error: the page asks before anyone has.
  app.get(apiPaths.session(), async (request): Promise<SessionView | null> => {
    const who = await signedIn(request, options);
    return who ? sessionView(release, who.session.person, who.token, who.session.expiresAt) : null;
  });

  // Signing out works without a live session too: the cookie goes either way.
  app.delete(apiPaths.session(), async (request, reply) => {
    const sessionId = cookie.read(request);
    if (sessionId) await sessions.close(sessionId);
    cookie.clear(reply);
    return reply.code(204).send();
  });
}
