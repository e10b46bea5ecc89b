import { jsonErrorHandler } from '@storefront/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request the console refuses, answered as it stands: its status, its message (what the app
 * shows), and the problems behind it (a gate's, say).
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
  }
}

export const SIGNED_OUT_MESSAGE = 'You are not signed in: sign in with a release token.';
export const SIGN_IN_LIMITED_MESSAGE = 'Too many sign-in attempts from your network: try again in a minute.';

/** Refusals as they stand; anything else as every server of the site answers errors. */
export function consoleErrorHandler() {
  const otherwise = jsonErrorHandler();
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) =>
    error instanceof Refusal ? reply.code(error.statusCode).send({ message: error.message, problems: error.problems }) : otherwise(error, request, reply);
}
