import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-responses';
import type { StoredSupportRequest } from '../support/stored-support-request';
import type { SupportRequestStore } from '../support/support-request-store';
import { validateSupportRequest } from '@storefront/shared/support-request-rules';

export interface SupportRequestRoutesOptions {
  supportRequests: SupportRequestStore;
}

/** Room for the longest valid request even in 4-byte characters; the server default is 16 KB. */
export const SUPPORT_REQUEST_BODY_LIMIT = 64 * 1024;

export const INVALID_SUPPORT_REQUEST_MESSAGE = 'Please correct the highlighted fields.';
/** Minutes, hours: what a person reads in "try again in …". */
function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** What a sender over a limit reads (the support form shows it), with what to do instead. */
export function supportLimitMessage(limit: 'requests' | 'bytes', retryAfterSeconds: number): string {
  const what = limit === 'requests' ? 'many support requests in the last hour' : 'as much text as we can take from one address in a day';
  return `You have sent ${what}, so this one has not been sent. Everything you typed is still here: please try again in ${waitInWords(retryAfterSeconds)}, or contact us by e-mail or phone.`;
}

export const SUPPORT_SUBMISSION_CONFLICT_MESSAGE =
  'This request was already sent with different details. Please send it again as a new request.';

function receipt({ reference, createdAt }: StoredSupportRequest) {
  return { data: { reference, createdAt } };
}

export async function supportRequestRoutes(
  app: FastifyInstance,
  { supportRequests }: SupportRequestRoutesOptions,
): Promise<void> {
  app.post(
    '/support-requests',
    { bodyLimit: SUPPORT_REQUEST_BODY_LIMIT },
    async (request, reply) => {
      const result = validateSupportRequest(request.body);
      if (!result.success) {
        const { '': bodyError, ...fieldErrors } = result.errors;
        return reply
          .code(400)
          .send({ message: bodyError ?? INVALID_SUPPORT_REQUEST_MESSAGE, errors: fieldErrors });
      }

      reply.header('cache-control', 'no-store');
      // Acknowledged only once the row is committed: what the visitor is told was received, was.
      // request.ip: the client as the server's trustProxy setting makes it out.
      const submitted = await supportRequests.submit(result.data, request.ip);
      if (submitted.outcome === 'limited') {
        request.log.warn({ limit: submitted.limit }, 'support request refused: sender over its limit');
        reply.header('retry-after', String(submitted.retryAfterSeconds));
        return sendError(reply, 429, supportLimitMessage(submitted.limit, submitted.retryAfterSeconds));
      }
      if (submitted.outcome === 'conflict') {
        request.log.warn('support request submission id reused with other content');
        return sendError(reply, 409, SUPPORT_SUBMISSION_CONFLICT_MESSAGE);
      }
      // The reference only: what the visitor wrote stays out of the logs.
      request.log.info({ reference: submitted.record.reference, outcome: submitted.outcome }, 'support request stored');
      // A repeat is the retry of a send whose answer was lost: the visitor gets the reference they missed.
      return reply.code(submitted.outcome === 'stored' ? 201 : 200).send(receipt(submitted.record));
    },
  );
}
