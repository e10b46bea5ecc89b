import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_RATE_LIMITED_CODE } from '../auth/login-rate-limit';

export interface ErrorBody {
  message: string;
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Our own wording for the framework errors a client can trigger, so none of Fastify's internals leak. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body must be valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
  FST_ERR_MAX_PARAM_LENGTH: 'The request URL is too long.',
  [LOGIN_RATE_LIMITED_CODE]: 'Too many login attempts. Please wait a minute and try again.',
};

function errorStatusOf(error: unknown): number {
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

function clientErrorMessage(error: unknown, statusCode: number): string {
  const code = (error as Partial<FastifyError> | null)?.code;
  if (code && CLIENT_ERROR_MESSAGES[code]) return CLIENT_ERROR_MESSAGES[code];
  // JSON.parse failures surface as SyntaxError with statusCode 400 (e.g. prototype poisoning).
  if (statusCode === 400 && error instanceof SyntaxError) return 'Request body must be valid JSON.';
  return STATUS_CODES[statusCode] ?? 'Request failed.';
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ message } satisfies ErrorBody);
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = errorStatusOf(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, statusCode, INTERNAL_ERROR_MESSAGE);
  }
  request.log.info({ code: (error as Partial<FastifyError>).code, statusCode }, 'client error');
  return sendError(reply, statusCode, clientErrorMessage(error, statusCode));
}

/** Every error leaves as JSON `{ message }`: never HTML, a stack trace or a file path. */
export function registerErrorResponses(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'Not found.'));
}

/** For errors Fastify raises before routing (bad URL encoding), which bypass setErrorHandler. */
export function frameworkErrorResponse(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void handleError(error, request, reply);
}
