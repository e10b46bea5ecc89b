import { z } from 'zod';
import { BEST_TIMES, PREFERRED_CONTACT_METHODS } from '@storefront/shared/support-request-rules';

/** One line of the log: the request as validated, plus what the server added. */
export const storedSupportRequestSchema = z.object({
  reference: z.string().min(1),
  createdAt: z.string().min(1),
  submissionId: z.string().optional(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  orderNumber: z.string().optional(),
  productModel: z.string(),
  issue: z.string(),
  preferredContact: z.enum(PREFERRED_CONTACT_METHODS),
  bestTime: z.enum(BEST_TIMES).optional(),
  comments: z.string().optional(),
});

export type StoredSupportRequest = z.infer<typeof storedSupportRequestSchema>;
