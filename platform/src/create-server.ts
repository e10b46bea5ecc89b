import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonClientErrorHandler, jsonErrorHandler, registerJsonErrors, type JsonErrorsOptions } from './json-errors';
import { logRequests } from './server-logging';
import { capConnections, cutIdleConnectionsOnly, DEFAULT_SERVER_LIMITS, serverOptions, type ServerLimits } from './server-limits';
import { strictTransportSecurity } from './security-headers';

export interface CreateServerOptions extends JsonErrorsOptions {
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  /** Logging settings (serverLogging); none when absent (tests). */
  logging?: FastifyServerOptions;
  /** Whether browsers reach this server over HTTPS (its public URL), for Strict-Transport-Security. */
  publicHttps?: boolean;
  /** Other Fastify options (a body limit). */
  fastify?: FastifyServerOptions;
}

/**
 * A Fastify server as every origin of the site needs one: slow and idle clients cut (never a
 * request it is still answering), connections
 * capped per address and in all, the client address seen through trusted proxies, every error
 * answered as JSON, HSTS over HTTPS, one log line per request.
 */
export function createServer(options: CreateServerOptions = {}): FastifyInstance {
  const limits = options.limits ?? DEFAULT_SERVER_LIMITS;
  const answerError = jsonErrorHandler(options.messages);
  const app = Fastify({
    logger: false,
    ...options.fastify,
    ...serverOptions(limits),
    ...options.logging,
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
    clientErrorHandler: jsonClientErrorHandler,
  });
  if (options.logging) logRequests(app);
  capConnections(app.server, limits);
  cutIdleConnectionsOnly(app.server);
  registerJsonErrors(app, options);
  strictTransportSecurity(app, options.publicHttps ?? false);
  return app;
}
