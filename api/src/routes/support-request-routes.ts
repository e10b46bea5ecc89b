import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-responses';
import type { StoredSupportRequest } from '../support/stored-support-request';
import type { SupportRequestLog } from '../support/support-request-log';
import { validateSupportRequest } from '@storefront/shared/support-request-rules';

export interface SupportRequestRoutesOptions {
  /** Where requests are kept; without one the endpoint refuses rather than pretend to accept. */
  log: SupportRequestLog | undefined;
}

/** Room for the longest valid request even in 4-byte characters; the server default is 16 KB. */
export const SUPPORT_REQUEST_BODY_LIMIT = 64 * 1024;

export const INVALID_SUPPORT_REQUEST_MESSAGE = 'Please correct the highlighted fields.';
export const SUPPORT_STORAGE_UNAVAILABLE_MESSAGE =
  'Support requests cannot be accepted right now. Please e-mail or call us instead.';

function receipt({ reference, createdAt }: StoredSupportRequest) {
  return { data: { reference, createdAt } };
}

export async function supportRequestRoutes(
  app: FastifyInstance,
  { log }: SupportRequestRoutesOptions,
): Promise<void> {
  app.post(
    '/support-requests',
    { bodyLimit: SUPPORT_REQUEST_BODY_LIMIT },
    async (request, reply) => {
      if (!log) return sendError(reply, 503, SUPPORT_STORAGE_UNAVAILABLE_MESSAGE);

      const result = validateSupportRequest(request.body);
      if (!result.success) {
        const { '': bodyError, ...fieldErrors } = result.errors;
        return reply
          .code(400)
          .send({ message: bodyError ?? INVALID_SUPPORT_REQUEST_MESSAGE, errors: fieldErrors });
      }

      reply.header('cache-control', 'no-store');
      const { submissionId } = result.data;
      const earlier = submissionId ? log.findBySubmissionId(submissionId) : undefined;
      if (earlier) {
        // A retry of a send whose answer was lost: the visitor gets the reference they missed.
        request.log.info({ reference: earlier.reference }, 'support request already stored');
        return reply.code(200).send(receipt(earlier));
      }

      const stored = log.append(result.data);
      // The reference only: what the visitor wrote stays out of the logs.
      request.log.info({ reference: stored.reference }, 'support request stored');
      return reply.code(201).send(receipt(stored));
    },
  );
}
