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
      const submitted = await supportRequests.submit(result.data);
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
