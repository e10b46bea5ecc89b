import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';
import { recordRoutes } from './method-not-allowed';

// Every error any server of the site answers is JSON `{ message }` in our own words: never HTML,
// plain text, a stack trace, a file path or a framework's internal code.

export interface ErrorBody {
  message: string;
}

/** Our wording for error codes, by `error.code`; a server adds its own to these. */
export type ErrorMessages = Record<string, string>;

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
const UNAVAILABLE_MESSAGE = 'This is briefly unavailable. Please try again in a moment.';
/** What a 503 asks a client to wait, in seconds: a database restarting is back in a few. */
export const RETRY_AFTER_S = 5;

const FRAMEWORK_MESSAGES: ErrorMessages = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body must be valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
  FST_ERR_MAX_PARAM_LENGTH: 'The request URL is too long.',
  FST_STATIC_FORBIDDEN_PATH: 'This file is not served.',
};

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ message } satisfies ErrorBody);
}

/** An error's status: its own, 503 when the database is out of reach, else 500. */
export function errorStatusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

/** The error handler (and `frameworkErrors` option, for errors raised before routing) of a server. */
export function jsonErrorHandler(messages: ErrorMessages = {}) {
  const known = { ...FRAMEWORK_MESSAGES, ...messages };
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const statusCode = errorStatusOf(error);
    if (statusCode === 503) {
      request.log.warn({ err: error }, 'request failed: unavailable');
      return sendError(reply.header('Retry-After', String(RETRY_AFTER_S)), 503, UNAVAILABLE_MESSAGE);
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, statusCode, INTERNAL_ERROR_MESSAGE);
    }
    const code = (error as Partial<FastifyError> | null)?.code;
    request.log.info({ code, statusCode }, 'client error');
    if (code && known[code]) return sendError(reply, statusCode, known[code]);
    // JSON.parse failures surface as SyntaxError with statusCode 400 (e.g. prototype poisoning).
    if (statusCode === 400 && error instanceof SyntaxError)
      return sendError(reply, 400, 'Request body must be valid JSON.');
    return sendError(reply, statusCode, STATUS_CODES[statusCode] ?? 'Request failed.');
  };
}

export interface JsonErrorsOptions {
  messages?: ErrorMessages;
  /**
   * Answers an unknown path first (a single-page site's pages), resolving true when it did; false
   * leaves it to the 404. Not the reply itself: awaiting a reply waits for its response to end.
   */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /**
   * A site's pages: a browser asking for one is answered an error as an HTML page (`page`, for
   * the status), never JSON. Everyone else still gets JSON.
   */
  pageErrors?: {
    wantsPage: (request: FastifyRequest) => boolean;
    page: (statusCode: number) => string;
  };
}

/**
 * Errors, unknown paths (404) and known paths asked with the wrong method (405) as JSON. Call
 * before adding routes. Anything else that answers an error in another form (a plugin's plain
 * text) is rewritten on its way out.
 */
export function registerJsonErrors(app: FastifyInstance, options: JsonErrorsOptions = {}): void {
  const otherMethods = recordRoutes(app);
  const answerError = jsonErrorHandler(options.messages);
  const pageErrors = options.pageErrors;
  app.setErrorHandler((error, request, reply) => {
    if (!pageErrors?.wantsPage(request)) return answerError(error, request, reply);
    const statusCode = errorStatusOf(error);
    request.log[statusCode >= 500 ? 'error' : 'info']({ err: error, statusCode }, 'page failed');
    if (statusCode === 503) void reply.header('Retry-After', String(RETRY_AFTER_S));
    return reply.code(statusCode).type('text/html; charset=utf-8').send(pageErrors.page(statusCode));
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await options.notFound?.(request, reply)) return reply;
    const allowed = otherMethods(request);
    if (allowed.length === 0) return sendError(reply, 404, 'Not found.');
    void reply.header(
      'Allow',
      [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', '),
    );
    return sendError(reply, 405, `This address does not accept ${request.method}.`);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // A site's own not-found and error pages are HTML on purpose: browsers show them, crawlers
    // see their status.
    const sitePage = type.startsWith('text/html') && (reply.statusCode === 404 || pageErrors?.wantsPage(request) === true);
    if (reply.statusCode < 400 || type.startsWith('application/json') || sitePage)
      return payload;
    if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function')
      (payload as { destroy: () => void }).destroy();
    void reply.type('application/json; charset=utf-8').removeHeader('content-length');
    const message =
      request.method === 'OPTIONS' && reply.statusCode === 400
        ? 'A preflight request needs Origin and Access-Control-Request-Method headers.'
        : (STATUS_CODES[reply.statusCode] ?? 'Request failed.');
    return JSON.stringify({ message } satisfies ErrorBody);
  });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Fastify's `clientErrorHandler`: what Node rejects before Fastify sees a request (a request too
 * slow to arrive, oversized headers, bytes that are not HTTP) is answered as JSON too.
 */
export function jsonClientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
  this.log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
