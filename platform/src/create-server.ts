import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonClientErrorHandler, jsonErrorHandler, registerJsonErrors, type JsonErrorsOptions } from './json-errors';
import { logRequests } from './server-logging';
import { capConnections, cutIdleConnectionsOnly, DEFAULT_SERVER_LIMITS, serverOptions, type ServerLimits } from './server-limits';
import { strictTransportSecurity } from './security-headers';
import { measureRequests } from './operations/http-metrics';
import { registerOperationsRoutes, type ServerOperations } from './operations/operations-routes';

export interface CreateServerOptions extends JsonErrorsOptions {
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  /** Logging settings (serverLogging); none when absent (tests). */
  logging?: FastifyServerOptions;
  /** Whether browsers reach this server over HTTPS (its public URL), for Strict-Transport-Security. */
  publicHttps?: boolean;
  /** Other Fastify options (a body limit). */
  fastify?: FastifyServerOptions;
  /** What /ready checks and who may read /metrics (operationsFromEnv); always ready when absent. */
  operations?: ServerOperations;
}

/**
 * A Fastify server as every origin of the site needs one: slow and idle clients cut (never a
 * request it is still answering), connections
 * capped per address and in all, the client address seen through trusted proxies, every error
 * answered as JSON, HSTS over HTTPS, one log line per request, every request measured, and
 * /health, /ready and /metrics.
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
    // A request arriving on an open connection once the server closes is still served: the
    // process drained first (process-lifecycle.ts), so it is one already on its way, not a new one.
    return503OnClosing: false,
  });
  if (options.logging) logRequests(app);
  capConnections(app.server, limits);
  cutIdleConnectionsOnly(app.server);
  registerJsonErrors(app, options);
  strictTransportSecurity(app, options.publicHttps ?? false);
  measureRequests(app);
  registerOperationsRoutes(app, options.operations);
  return app;
}
