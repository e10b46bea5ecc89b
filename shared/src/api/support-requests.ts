import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from './api-request';
import { envelope } from './schemas';
import type { SupportRequest } from './support-request-rules';

export const supportRequestReceiptSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  createdAt: z.string().check(z.minLength(1)),
});
export type SupportRequestReceipt = z.infer<typeof supportRequestReceiptSchema>;

export const SUPPORT_REQUEST_ERROR = 'Your support request could not be sent. Please try again.';

export function submitSupportRequest(request: SupportRequest) {
  return apiRequest('/support-requests', {
    method: 'POST',
    body: request,
    schema: envelope(supportRequestReceiptSchema),
    fallbackMessage: SUPPORT_REQUEST_ERROR,
  });
}

export const supportRequestMutations = {
  submit: () =>
    mutationOptions({
      mutationKey: ['support-requests', 'submit'],
      mutationFn: submitSupportRequest,
    }),
};
