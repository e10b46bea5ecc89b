import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { traceLogFields } from './tracing/tracing-hooks';
import { tracingEnabled } from './tracing/tracing-enabled';

// Every server of the site logs alike: JSON lines (pino, Fastify's own logger), one line per
// request with its id, method, path, status and time, errors with their cause, nothing secret.

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface LoggingOptions {
  env?: NodeJS.ProcessEnv;
  /** Where lines go instead of standard output (tests read them). */
  stream?: { write(line: string): void };
}

/** Fastify options for a process named `name` (api, site, …); LOG_LEVEL sets the level. */
export function serverLogging(name: string, { env = process.env, stream }: LoggingOptions = {}): FastifyServerOptions {
  return {
    logger: {
      name,
      level: env.LOG_LEVEL?.trim() || 'info',
      ...(stream && { stream }),
      // With tracing, each line names its request's trace, so a log line leads to its trace.
      ...(tracingEnabled(env) && { mixin: traceLogFields }),
      // Credentials never reach a log line, wherever a serializer might copy them from.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
    // One line per request is written in onResponse (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A proxy's request id is kept, so one request can be followed from the edge to the API.
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Logs each answered request once, and hands its id back to the client. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const line = { method: request.method, path: request.url.split('?')[0], status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (status >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
}
