import { findRemote, type ConsoleRelease, type ReleaseToken, type RemoteInfo } from '@storefront/release';
import type { FastifyRequest } from 'fastify';
import { Refusal, SIGNED_OUT_MESSAGE } from '../http/console-errors';
import type { SessionCookie } from '../sessions/session-cookie';
import type { ConsoleSession, SessionStore } from '../sessions/session-store';

export interface SignedIn {
  session: ConsoleSession;
  /** Looked up on every request: a token revoked since signing in ends its sessions at once. */
  token: ReleaseToken;
}

export interface SessionDependencies {
  release: ConsoleRelease;
  sessions: SessionStore;
  cookie: SessionCookie;
}

/** Who a request is from: its session and the release token that session was opened with, if any. */
export async function signedIn(request: FastifyRequest, { release, sessions, cookie }: SessionDependencies): Promise<SignedIn | undefined> {
  const sessionId = cookie.read(request);
  const session = sessionId ? await sessions.find(sessionId) : undefined;
  const token = session ? await release.tokenById(session.tokenId) : undefined;
  return session && token ? { session, token } : undefined;
}

/** As signedIn, answering 401 when nobody is. */
export async function requireSignedIn(request: FastifyRequest, dependencies: SessionDependencies): Promise<SignedIn> {
  const who = await signedIn(request, dependencies);
  if (!who) throw new Refusal(401, SIGNED_OUT_MESSAGE);
  return who;
}

/** The remote a route's `:remote` names, by folder or container name; 404 otherwise. */
export function remoteParam(request: FastifyRequest): RemoteInfo {
  const name = (request.params as { remote?: string }).remote ?? '';
  const remote = findRemote(name);
  if (!remote) throw new Refusal(404, `There is no remote "${name}".`);
  return remote;
}
